extension RouteCore {
    /// Every pair of routes that can match the same URL; see ``RouteTable/validate()``.
    func validate() -> [RouteOverlap] {
        var finder = OverlapFinder(core: self)
        for scheme in trie.children(of: 0) {
            finder.visit(scheme, childrenAreHosts: true)
        }
        return finder.overlaps.values.sorted { ($0.preferred, $0.other) < ($1.preferred, $1.other) }
    }

    /// Walks the trie against itself: pairs of nodes that some URL prefix reaches both of.
    private struct OverlapFinder {
        let core: RouteCore
        /// By preferred route, then the other: a pair may appear both ways when which route
        /// wins depends on the URL (`app://list(/:page)` and `app://list(/all)`).
        var overlaps: [[Int32]: RouteOverlap] = [:]

        /// Overlaps among the routes below one node.
        mutating func visit(_ node: Int32, childrenAreHosts: Bool = false) {
            let trie = core.trie
            let terminals = trie.terminals(of: node)
            for (index, preferred) in terminals.enumerated() {
                for other in terminals[(index + 1)...] { record(preferred.route, other.route, .tieBreak) }
            }
            let children = trie.children(of: node)
            for child in children { visit(child) }
            // A host literal is stored lowercased but a typed host parameter sees the URL's own
            // case, so a host is tried in both cases.
            func accepts(_ type: Int32, _ key: [UInt8]) -> Bool {
                self.accepts(type, key) || childrenAreHosts && self.accepts(type, key.map(RouteTrie.uppercase))
            }
            let literals = trie.literalChildren(of: node)
            let typed = trie.typedChildren(of: node)
            let parameter = trie[node].parameterChild
            for literal in literals {
                for child in typed where accepts(trie[child].typeIndex, trie.key(of: literal)) { pair(literal, child, .precedence) }
                if parameter >= 0 { pair(literal, parameter, .precedence) }
            }
            for (index, first) in typed.enumerated() {
                for second in typed[(index + 1)...] { pair(first, second, .tieBreak) }
                if parameter >= 0 { pair(first, parameter, .precedence) }
            }
            let wildcard = trie[node].wildcardChild
            if wildcard >= 0 {
                for child in children where child != wildcard {
                    overlapEverything(below: child, with: wildcard, preferringTheSubtree: true, .precedence)
                }
            }
        }

        /// Overlaps between the routes below `first` and below `second`, two different nodes
        /// that the same URL prefix reaches; `first` is preferred.
        private mutating func pair(_ first: Int32, _ second: Int32, _ resolution: RouteOverlap.Resolution) {
            let trie = core.trie
            for preferred in trie.terminals(of: first) {
                for other in trie.terminals(of: second) { record(preferred.route, other.route, resolution) }
            }
            let a = trie[first], b = trie[second]
            for childA in trie.children(of: first) where childA != a.wildcardChild {
                for childB in trie.children(of: second) where childB != b.wildcardChild {
                    if canShareASegment(childA, childB) { pair(childA, childB, resolution) }
                }
            }
            if a.wildcardChild >= 0 {
                for childB in trie.children(of: second) {
                    overlapEverything(below: childB, with: a.wildcardChild, preferringTheSubtree: false, resolution)
                }
            }
            if b.wildcardChild >= 0 {
                for childA in trie.children(of: first) where childA != a.wildcardChild {
                    overlapEverything(below: childA, with: b.wildcardChild, preferringTheSubtree: true, resolution)
                }
            }
        }

        /// A wildcard takes any one or more segments, so it overlaps every route below `node`.
        private mutating func overlapEverything(
            below node: Int32, with wildcard: Int32, preferringTheSubtree: Bool, _ resolution: RouteOverlap.Resolution
        ) {
            let trie = core.trie
            var pending = [node]
            while let next = pending.popLast() {
                for terminal in trie.terminals(of: next) {
                    for wild in trie.terminals(of: wildcard) {
                        if preferringTheSubtree {
                            record(terminal.route, wild.route, resolution)
                        } else {
                            record(wild.route, terminal.route, resolution)
                        }
                    }
                }
                pending += core.trie.children(of: next)
            }
        }

        private func canShareASegment(_ first: Int32, _ second: Int32) -> Bool {
            let a = core.trie[first], b = core.trie[second]
            let aKey = core.trie.key(of: first), bKey = core.trie.key(of: second)
            switch (!aKey.isEmpty, !bKey.isEmpty) {
            case (true, true): return aKey == bKey
            case (true, false): return b.typeIndex < 0 || accepts(b.typeIndex, aKey)
            case (false, true): return a.typeIndex < 0 || accepts(a.typeIndex, bKey)
            case (false, false): return true
            }
        }

        private func accepts(_ type: Int32, _ literal: [UInt8]) -> Bool {
            core.types[Int(type)].accepts(Substring(String(decoding: literal, as: UTF8.self)))
        }

        /// Records that `preferred` wins over `other` for some URL; a tie-break anywhere makes
        /// the pair ambiguous.
        private mutating func record(_ preferred: Int32, _ other: Int32, _ resolution: RouteOverlap.Resolution) {
            guard preferred != other, let first = core.entries[Int(preferred)], let second = core.entries[Int(other)],
                  overlaps[[preferred, other]]?.isAmbiguous != true
            else { return }
            overlaps[[preferred, other]] = RouteOverlap(
                preferred: first.pattern.text, other: second.pattern.text, resolution: resolution)
        }
    }
}
