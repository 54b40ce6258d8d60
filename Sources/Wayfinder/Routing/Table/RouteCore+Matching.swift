import Foundation

extension RouteCore {
    /// The best route for a URL, and the match.
    func match(_ url: String, formEncodedSchemes: Set<String>) -> (route: Int, match: RouteMatch)? {
        var contiguous = url
        contiguous.makeContiguousUTF8()  // a no-op for native strings; bridged ones are copied once
        let original = contiguous
        return contiguous.withUTF8 { bytes in
            guard let layout = URLLayout(bytes) else { return nil }
            let scheme = UnsafeBufferPointer(rebasing: bytes[layout.scheme])
            let schemeNode = trie.literalChild(of: 0, matching: scheme, lowercased: true)
            guard schemeNode >= 0 else { return nil }
            var matcher = Matcher(core: self, bytes: bytes, url: original)
            let route = matcher.walk(schemeNode, RoutingCursor(layout), position: 0)
            guard route >= 0, let entry = entries[Int(route)] else { return nil }
            let match = RouteMatch(
                url: original, pattern: entry.pattern.text, parameters: matcher.parameters,
                queryRange: layout.query.map { original.range(ofUTF8: $0) },
                fragmentRange: layout.fragment.map { original.range(ofUTF8: $0) },
                plusIsSpace: formEncodedSchemes.contains(entry.pattern.scheme))
            return (Int(route), match)
        }
    }

    /// Walks the trie depth-first, trying children in precedence order and backtracking, and
    /// collects the parameters of the route found on the way back up.
    private struct Matcher {
        let core: RouteCore
        let bytes: UnsafeBufferPointer<UInt8>
        let url: String
        var parameters: [String: String] = [:]

        init(core: RouteCore, bytes: UnsafeBufferPointer<UInt8>, url: String) {
            self.core = core
            self.bytes = bytes
            self.url = url
        }

        /// The route matched from `node` on, or -1.
        mutating func walk(_ node: Int32, _ cursor: RoutingCursor, position: Int) -> Int32 {
            let trie = core.trie
            guard let (range, rest) = cursor.next(in: bytes) else {
                return trie[node].terminals.first?.route ?? -1
            }
            let segment = UnsafeBufferPointer(rebasing: bytes[range])
            if !trie[node].literalChildren.isEmpty {
                let child = PercentEncoding.withDecoded(segment) { decoded in
                    trie.literalChild(of: node, matching: decoded, lowercased: position == 0)
                }
                if child >= 0 {
                    let route = walk(child, rest, position: position + 1)
                    if route >= 0 { return route }
                }
            }
            let hasParameters = !trie[node].typedChildren.isEmpty || trie[node].parameterChild >= 0
            if hasParameters, let value = ParameterValue(segment, range: range, in: url) {
                for child in trie[node].typedChildren where value.isAccepted(by: core.types[Int(trie[child].typeIndex)]) {
                    let route = walk(child, rest, position: position + 1)
                    if route >= 0 { return capture(value.string, route: route, position: position) }
                }
                let child = trie[node].parameterChild
                if child >= 0 {
                    let route = walk(child, rest, position: position + 1)
                    if route >= 0 { return capture(value.string, route: route, position: position) }
                }
            }
            let wildcard = trie[node].wildcardChild
            if wildcard >= 0, let route = trie[wildcard].terminals.first?.route, let value = remainder(cursor) {
                return capture(value, route: route, position: position)
            }
            return -1
        }

        private mutating func capture(_ value: String, route: Int32, position: Int) -> Int32 {
            guard let entry = core.entries[Int(route)], let name = entry.names[position] else { return route }
            if parameters.isEmpty { parameters.reserveCapacity(entry.parameterCount) }
            parameters[name] = value
            return route
        }

        /// What a wildcard captures: the rest of the path, percent-decoded.
        private func remainder(_ cursor: RoutingCursor) -> String? {
            let (host, path) = cursor.remainder(in: bytes)
            let pathText = PercentEncoding.decodedString(UnsafeBufferPointer(rebasing: bytes[path]))
            guard let host else { return pathText }
            guard let hostText = PercentEncoding.decodedString(UnsafeBufferPointer(rebasing: bytes[host])),
                  let pathText
            else { return nil }
            return hostText + pathText
        }
    }
}

/// One segment as a parameter value: checked once, turned into a `String` only when kept.
private struct ParameterValue {
    private let raw: Substring?
    private let decoded: String?

    /// The value, or `nil` when it decodes to invalid UTF-8 (no parameter matches it).
    init?(_ segment: UnsafeBufferPointer<UInt8>, range: Range<Int>, in url: String) {
        if PercentEncoding.needsDecoding(segment) {
            guard let decoded = PercentEncoding.decodedString(segment) else { return nil }
            self.decoded = decoded
            self.raw = nil
        } else {
            self.raw = url[url.range(ofUTF8: range)]
            self.decoded = nil
        }
    }

    func isAccepted(by type: RouteParameterType) -> Bool {
        if let raw { type.accepts(raw) } else { type.accepts(Substring(decoded ?? "")) }
    }

    var string: String { decoded ?? String(raw ?? "") }
}

extension String {
    /// The indices of a range of UTF-8 offsets: O(1) for native strings.
    func range(ofUTF8 offsets: Range<Int>) -> Range<String.Index> {
        let start = utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)
        let end = utf8.index(start, offsetBy: offsets.count)
        return start..<end
    }
}
