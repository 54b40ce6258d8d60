/// Everything of a ``RouteTable`` but its outputs: patterns, trie, parameter types.
///
/// Not generic, so that matching is compiled once, specialized and inlined, instead of going
/// through generic metadata on every call from another module.
@usableFromInline
struct RouteCore: Sendable {
    struct Entry: Sendable {
        let pattern: RoutePattern
        /// The node where the route's full path ends.
        let terminalNode: Int32
        /// The nodes where its shortened forms end, one per optional group (usually none).
        let shortenedNodes: [Int32]
    }

    private(set) var trie = RouteTrie()
    /// The routes by index; a removed route leaves `nil`, so indices stay valid.
    private(set) var entries: [Entry?] = []
    /// The number of routes registered and not removed.
    private(set) var count = 0

    // What a match reads of its route, kept in flat arrays by route index: a match on a big
    // table then touches a few array slots, not the scattered objects an entry holds.
    /// The pattern text of each route.
    private(set) var patternTexts: [String] = []
    /// Where each route's capture names start in `captureNames`.
    private(set) var nameStarts: [Int32] = []
    /// Each route's capture name by segment (nil for literals), one route after the other.
    private(set) var captureNames: [String?] = []
    /// Empty dictionaries with room for 0, 1, 2… parameters: a match copies one rather than
    /// growing its own (the standard library's sizing initializers are not specialized, and
    /// look up generic metadata on every call).
    private(set) var emptyParameters: [[String: String]] = [[:]]
    private(set) var types: [RouteParameterType] = RouteParameterType.builtIn
    private var typeIndices: [String: Int32] = Dictionary(
        uniqueKeysWithValues: RouteParameterType.builtIn.enumerated().map { ($1.name, Int32($0)) })

    mutating func addParameterType(_ type: RouteParameterType) throws(RouteTableError) {
        let isIdentifier = type.name.utf8.first.map { !URLLayout.isDigit($0) } == true && type.name.utf8.allSatisfy {
            URLLayout.isLetter($0) || URLLayout.isDigit($0) || $0 == UInt8(ascii: "_")
        }
        guard isIdentifier else { throw .invalidParameterTypeName(type.name) }
        guard typeIndices[type.name] == nil else { throw .duplicateParameterType(type.name) }
        typeIndices[type.name] = Int32(types.count)
        types.append(type)
    }

    /// Adds a route and returns its index, which is also its output's index.
    ///
    /// One walk down the trie finds how much of the route's path is there already; only a path
    /// found whole can be a duplicate. Nothing changes until the pattern is known to be valid
    /// and new, and the missing nodes are then added from where the walk stopped.
    @usableFromInline
    mutating func register(_ pattern: String) throws(RouteTableError) -> Int {
        try RouteCore.withParsed(pattern) { parsed -> Result<Int, RouteTableError> in
            switch parsed {
            case .failure(let error): return .failure(.invalidPattern(error))
            case .success(let parsed):
                do throws(RouteTableError) { return .success(try add(parsed)) } catch { return .failure(error) }
            }
        }.get()
    }

    /// Removes the route registered with a pattern identical to this one, and returns its index.
    mutating func unregister(_ pattern: String) -> Int? {
        guard let route = route(identicalTo: pattern), let existing = entries[route] else { return nil }
        for node in existing.shortenedNodes {
            trie.removeTerminals(of: Int32(route), from: node)
        }
        trie.removeTerminals(of: Int32(route), from: existing.terminalNode)
        entries[route] = nil
        count -= 1
        return route
    }

    /// The index of the route registered with a pattern identical to this one.
    func route(identicalTo pattern: String) -> Int? {
        RouteCore.withParsed(pattern) { parsed in
            guard let parsed = try? parsed.get(), (try? checkTypes(of: parsed)) != nil else { return nil }
            var node: Int32 = 0
            for position in 0...parsed.segments.count {
                node = trie.child(of: node, for: resolved(parsed, at: position))
                if node < 0 { return nil }
            }
            return identicalRoute(at: node, parsed.pattern).map(Int.init)
        }
    }

    // MARK: Internals

    /// Adds a parsed route; see ``register(_:)``.
    private mutating func add(_ parsed: ParsedPattern) throws(RouteTableError) -> Int {
        try checkTypes(of: parsed)
        let (walk, duplicate) = addPath(of: parsed)
        if let duplicate, let entry = entries[Int(duplicate)] {
            throw .duplicatePattern(parsed.pattern.text, existing: entry.pattern.text)
        }

        let route = Int32(entries.count)
        entries.append(Entry(pattern: parsed.pattern, terminalNode: walk.node, shortenedNodes: walk.shortenedNodes))
        patternTexts.append(parsed.pattern.text)
        nameStarts.append(Int32(captureNames.count))
        var parameterCount = 0
        for segment in parsed.segments {
            if segment.isCapture {
                captureNames.append(parsed.string(segment.text))
                parameterCount += 1
            } else {
                captureNames.append(nil)
            }
        }
        while emptyParameters.count <= parameterCount {
            emptyParameters.append(Dictionary(minimumCapacity: emptyParameters.count))
        }
        let entries = self.entries
        let isBetter = { RouteCore.isBetter($0, $1, entries: entries) }
        for node in walk.shortenedNodes {
            trie.addTerminal(.init(route: route, isShortened: true), to: node, isBetter: isBetter)
        }
        trie.addTerminal(.init(route: route, isShortened: false), to: walk.node, isBetter: isBetter)
        count += 1
        return Int(route)
    }

    /// Walks down the trie along a pattern's path, then adds the nodes it lacks, unless the
    /// whole path is there and ends with an identical route, which is returned instead.
    private mutating func addPath(of pattern: ParsedPattern) -> (PathWalk, Int32?) {
        var walk = PathWalk(pattern)
        while walk.position < walk.count {
            let next = trie.child(of: walk.node, for: resolved(pattern, at: walk.position))
            if next < 0 { break }
            walk.advance(to: next)
        }
        if walk.position == walk.count, let existing = identicalRoute(at: walk.node, pattern.pattern) { return (walk, existing) }
        // The ordering closure captures only what it reads, never `self`: a closure holding a
        // copy of the core while its trie is mutated would copy the whole trie.
        let types = self.types
        while walk.position < walk.count {
            walk.advance(to: trie.addChild(of: walk.node, for: resolved(pattern, at: walk.position)) {
                RouteCore.isTriedBefore($0, $1, types: types)
            })
        }
        return (walk, nil)
    }

    /// A walk down a route's trie path: the scheme (position 0), then each segment.
    private struct PathWalk {
        let count: Int
        let cuts: [Int]
        var position = 0
        var node: Int32 = 0
        /// The nodes where the route's shortened forms end, one per optional group.
        var shortenedNodes: [Int32] = []

        init(_ pattern: ParsedPattern) {
            count = pattern.segments.count + 1
            cuts = pattern.pattern.optionalCuts
        }

        /// Moves to the node of the current position. After position `p`, `p` segments are
        /// behind; an optional group cut there makes the node a shortened form's end.
        mutating func advance(to next: Int32) {
            node = next
            if shortenedNodes.count < cuts.count, cuts[shortenedNodes.count] == position {
                shortenedNodes.append(next)
            }
            position += 1
        }
    }

    /// Throws for a typed parameter whose type the table does not know.
    private func checkTypes(of pattern: ParsedPattern) throws(RouteTableError) {
        for segment in pattern.segments where !segment.type.isEmpty {
            let type = pattern.string(segment.type)
            guard typeIndices[type] == nil else { continue }
            // A type name is never rewritten: its offsets are the text's.
            let text = pattern.pattern.text
            throw .invalidPattern(.init(
                pattern: text, position: RoutePatternParser.characterOffset(of: segment.type.lowerBound, in: text),
                problem: .unknownParameterType(type)))
        }
    }

    /// The trie step for `position` of a pattern's path: 0 is the scheme, then the segments.
    /// Types are checked beforehand (``checkTypes(of:)``).
    private func resolved(_ pattern: ParsedPattern, at position: Int) -> ResolvedSegment {
        guard position > 0 else { return .literal(pattern.bytes(pattern.pattern.schemeKey)) }
        let segment = pattern.segments[position - 1]
        switch segment.kind {
        case .literal: return .literal(pattern.bytes(segment.text))
        case .parameter: return segment.type.isEmpty ? .parameter : .typed(typeIndices[pattern.string(segment.type)] ?? -1)
        case .wildcard: return .wildcard
        }
    }

    /// The route ending at `node` (its full path) whose pattern has the same optional groups.
    private func identicalRoute(at node: Int32, _ pattern: RoutePattern) -> Int32? {
        trie.firstTerminal(of: node) { terminal in
            !terminal.isShortened && entries[Int(terminal.route)]?.pattern.optionalCuts == pattern.optionalCuts
        }?.route
    }

    /// Built-in types first, in their order; added types after them, by name.
    private static func isTriedBefore(_ first: Int32, _ second: Int32, types: [RouteParameterType]) -> Bool {
        let builtIns = Int32(RouteParameterType.builtIn.count)
        if first < builtIns || second < builtIns { return first < second }
        return types[Int(first)].name < types[Int(second)].name
    }

    private static func isBetter(_ first: RouteTrie.Terminal, _ second: RouteTrie.Terminal, entries: [Entry?]) -> Bool {
        if first.isShortened != second.isShortened { return !first.isShortened }
        let firstText = entries[Int(first.route)]?.pattern.text ?? ""
        let secondText = entries[Int(second.route)]?.pattern.text ?? ""
        return firstText < secondText
    }
}
