import Foundation

extension RouteCore {
    /// The best route for a URL, and the match.
    @usableFromInline
    func match(_ url: String, formEncodedSchemes: [String]) -> (route: Int, match: RouteMatch)? {
        var contiguous = url
        contiguous.makeContiguousUTF8()  // a no-op for native strings; bridged ones are copied once
        let original = contiguous
        return contiguous.withUTF8 { bytes in
            guard let layout = URLLayout(bytes) else { return nil }
            let scheme = UnsafeBufferPointer(rebasing: bytes[layout.scheme])
            let (route, parameters) = trie.withLookup { lookup -> (Int32, [String: String]) in
                let schemeNode = lookup.literalChild(of: 0, matching: scheme, lowercased: true)
                guard schemeNode >= 0 else { return (-1, [:]) }
                var walk = Walk(lookup: lookup, bytes: bytes)
                return (self.walk(schemeNode, RoutingCursor(layout), position: 0, &walk), walk.parameters)
            }
            guard route >= 0 else { return nil }
            // The route's scheme is the URL's, so the URL says whether `+` reads as a space.
            let plusIsSpace = formEncodedSchemes.contains { $0.utf8.elementsEqual(scheme.lazy.map(RouteTrie.lowercase)) }
            let match = RouteMatch(
                url: original, pattern: patternTexts[Int(route)], parameters: parameters,
                queryRange: layout.query.map { original.range(ofUTF8: $0) },
                fragmentRange: layout.fragment.map { original.range(ofUTF8: $0) },
                plusIsSpace: plusIsSpace)
            return (Int(route), match)
        }
    }

    /// What one match walks over, and the parameters it has collected so far.
    private struct Walk {
        let lookup: RouteTrie.Lookup
        let bytes: UnsafeBufferPointer<UInt8>
        var parameters: [String: String] = [:]
    }

    /// Walks the trie depth-first from `node`, trying children in precedence order and
    /// backtracking, and collects the parameters of the route found on the way back up.
    /// A method of the core (borrowed, so that a match copies none of its arrays).
    ///
    /// - Returns: The route matched from `node` on, or -1.
    private func walk(_ node: Int32, _ cursor: RoutingCursor, position: Int, _ walk: inout Walk) -> Int32 {
        let lookup = walk.lookup
        let current = lookup[node]
        guard let (range, rest) = cursor.next(in: walk.bytes) else { return current.bestRoute }
        let segment = UnsafeBufferPointer(rebasing: walk.bytes[range])
        if current.hasLiteralChildren {
            var child = PercentEncoding.withDecoded(segment) { decoded in
                lookup.literalChild(of: node, matching: decoded, lowercased: position == 0)
            }
            if child < 0, position == 0, ByteScan.holdsNonASCIIOrPercent(segment) {
                child = RouteCore.asciiHostChild(of: node, segment, lookup)
            }
            if child >= 0 {
                let route = self.walk(child, rest, position: position + 1, &walk)
                if route >= 0 { return route }
            }
        }
        if current.hasTypedChildren || current.parameterChild >= 0,
           let value = ParameterValue(segment) {
            if current.hasTypedChildren {
                for child in trie.typedChildren(of: node) where value.isAccepted(by: types[Int(lookup[child].typeIndex)]) {
                    let route = self.walk(child, rest, position: position + 1, &walk)
                    if route >= 0 { return capture(value.string, route: route, position: position, &walk) }
                }
            }
            if current.parameterChild >= 0 {
                let route = self.walk(current.parameterChild, rest, position: position + 1, &walk)
                if route >= 0 { return capture(value.string, route: route, position: position, &walk) }
            }
        }
        if current.wildcardChild >= 0 {
            let route = lookup[current.wildcardChild].bestRoute
            if route >= 0, let value = remainder(cursor, in: walk.bytes) {
                return capture(value, route: route, position: position, &walk)
            }
        }
        return -1
    }

    /// The literal child for a host in another script, in the ASCII form its pattern keeps
    /// (``HostName/asciiForm(ofDecoded:)``), or -1. The router hands over URLs with such hosts in
    /// that form already; a ``RouteTable`` may be given one as written.
    @inline(never)
    private static func asciiHostChild(of node: Int32, _ segment: UnsafeBufferPointer<UInt8>, _ lookup: RouteTrie.Lookup) -> Int32 {
        guard var ascii = PercentEncoding.withDecoded(segment, HostName.asciiForm(ofDecoded:)) else { return -1 }
        return ascii.withUTF8 { lookup.literalChild(of: node, matching: $0, lowercased: true) }
    }

    private func capture(_ value: String, route: Int32, position: Int, _ walk: inout Walk) -> Int32 {
        guard let name = captureNames[Int(nameStarts[Int(route)]) + position] else { return route }
        if walk.parameters.isEmpty {
            let start = Int(nameStarts[Int(route)])
            let end = Int(route) + 1 < nameStarts.count ? Int(nameStarts[Int(route) + 1]) : captureNames.count
            walk.parameters = emptyParameters[captureNames[start..<end].count { $0 != nil }]
        }
        walk.parameters[name] = value
        return route
    }

    /// What a wildcard captures: the rest of the path, percent-decoded.
    private func remainder(_ cursor: RoutingCursor, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let (host, path) = cursor.remainder(in: bytes)
        let pathText = PercentEncoding.decodedString(UnsafeBufferPointer(rebasing: bytes[path]))
        guard let host else { return pathText }
        guard let hostText = PercentEncoding.decodedString(UnsafeBufferPointer(rebasing: bytes[host])),
              let pathText
        else { return nil }
        return hostText + pathText
    }
}
/// One segment as a parameter value, decoded once.
private struct ParameterValue {
    let string: String

    /// The value, or `nil` when it decodes to invalid UTF-8 (no parameter matches it).
    init?(_ segment: UnsafeBufferPointer<UInt8>) {
        if PercentEncoding.needsDecoding(segment) {
            guard let decoded = PercentEncoding.decodedString(segment) else { return nil }
            string = decoded
        } else {
            // The segment is a piece of a `String` cut at `/`, so it is valid UTF-8 already.
            string = String(decoding: segment, as: UTF8.self)
        }
    }

    func isAccepted(by type: RouteParameterType) -> Bool {
        type.accepts(Substring(string))
    }
}

extension String {
    /// The indices of a range of UTF-8 offsets: O(1) for native strings.
    func range(ofUTF8 offsets: Range<Int>) -> Range<String.Index> {
        let start = utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)
        let end = utf8.index(start, offsetBy: offsets.count)
        return start..<end
    }
}
