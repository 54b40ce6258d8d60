/// Everything of a ``RouteTable`` but its outputs: patterns, trie, parameter types.
///
/// Not generic, so that matching is compiled once, specialized and inlined, instead of going
/// through generic metadata on every call from another module.
@usableFromInline
struct RouteCore: Sendable {
    struct Entry: Sendable {
        let pattern: RoutePattern
        /// The trie path: the scheme, then the segments.
        let path: [ResolvedSegment]
        /// The nodes where the route ends, one per length it matches.
        let terminalNodes: [Int32]
    }

    private(set) var trie = RouteTrie()
    /// The routes by index; a removed route leaves `nil`, so indices stay valid.
    private(set) var entries: [Entry?] = []

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
    mutating func register(_ pattern: String) throws(RouteTableError) -> (route: Int, pattern: RoutePattern) {
        let parsed: RoutePattern
        do { parsed = try RoutePattern(pattern) } catch { throw .invalidPattern(error) }
        let path = try resolve(parsed)
        if let existing = identicalRoute(parsed, path), let entry = entries[Int(existing)] {
            throw .duplicatePattern(pattern, existing: entry.pattern.text)
        }
        let route = Int32(entries.count)
        var nodes: [Int32] = []
        nodes.reserveCapacity(path.count + 1)
        nodes.append(0)
        // The ordering closures capture only what they read, never `self`: a closure holding a
        // copy of the core while its trie is mutated would copy the whole trie.
        let types = self.types
        for segment in path {
            nodes.append(trie.insertChild(of: nodes[nodes.count - 1], for: segment) {
                RouteCore.isTriedBefore($0, $1, types: types)
            })
        }
        let full = parsed.segments.count
        var terminalNodes: [Int32] = []
        terminalNodes.reserveCapacity(parsed.optionalCuts.count + 1)
        for length in parsed.optionalCuts { terminalNodes.append(nodes[length + 1]) }
        terminalNodes.append(nodes[full + 1])
        entries.append(Entry(pattern: parsed, path: path, terminalNodes: terminalNodes))
        patternTexts.append(parsed.text)
        nameStarts.append(Int32(captureNames.count))
        var parameterCount = 0
        for segment in parsed.segments {
            captureNames.append(segment.name)
            if segment.name != nil { parameterCount += 1 }
        }
        while emptyParameters.count <= parameterCount {
            emptyParameters.append(Dictionary(minimumCapacity: emptyParameters.count))
        }
        let entries = self.entries
        for (index, node) in terminalNodes.enumerated() {
            trie.addTerminal(.init(route: route, isShortened: index < parsed.optionalCuts.count), to: node) {
                RouteCore.isBetter($0, $1, entries: entries)
            }
        }
        return (Int(route), parsed)
    }

    /// Removes the route registered with a pattern identical to this one, and returns its index.
    mutating func unregister(_ pattern: String) -> Int? {
        guard let route = route(identicalTo: pattern), let existing = entries[route] else { return nil }
        for node in existing.terminalNodes {
            trie.removeTerminals(of: Int32(route), from: node)
        }
        entries[route] = nil
        return route
    }

    /// The index of the route registered with a pattern identical to this one.
    func route(identicalTo pattern: String) -> Int? {
        guard let parsed = try? RoutePattern(pattern), let path = try? resolve(parsed),
              let route = identicalRoute(parsed, path)
        else { return nil }
        return Int(route)
    }

    // MARK: Internals

    private func resolve(_ pattern: RoutePattern) throws(RouteTableError) -> [ResolvedSegment] {
        var path: [ResolvedSegment] = [.literal(pattern.scheme)]
        path.reserveCapacity(pattern.segments.count + 1)
        for (index, segment) in pattern.segments.enumerated() {
            switch segment {
            case .literal(let text): path.append(.literal(text))
            case .parameter(_, nil): path.append(.parameter)
            case .parameter(let name, let type?):
                guard let typeIndex = typeIndices[type] else {
                    let position = RoutePatternParser.characterOffset(
                        of: pattern.segmentOffsets[index] + name.utf8.count + 2, in: pattern.text)
                    throw .invalidPattern(.init(
                        pattern: pattern.text, position: position, problem: .unknownParameterType(type)))
                }
                path.append(.typed(typeIndex))
            case .wildcard: path.append(.wildcard)
            }
        }
        return path
    }

    /// The route registered with a pattern identical to this one: same trie path, same
    /// optional groups.
    private func identicalRoute(_ pattern: RoutePattern, _ path: [ResolvedSegment]) -> Int32? {
        let node = trie.find(path)
        guard node >= 0 else { return nil }
        return trie.terminals(of: node).first { terminal in
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
