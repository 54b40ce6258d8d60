import Foundation

/// The matching core: patterns to outputs in a trie, and URLs to the best matching output.
///
/// A pure value (copy-on-write, `Sendable` when `Output` is) with no knowledge of navigation:
/// the ``Router`` stores its routes in one, and it serves any other URL-keyed lookup.
///
/// ```swift
/// var table = RouteTable<String>()
/// try table.register("app://user/:id<Int>", "profile")
/// try table.register("app://user/me", "my profile")
/// table.match("app://user/7?tab=a")?.output     // "profile"
/// table.match("app://user/me")?.output          // "my profile"
/// ```
///
/// **Cost.** Matching walks the URL's segments down the trie, so it grows with the number of
/// segments, not the number of routes; a miss allocates nothing, and a hit allocates the
/// parameter dictionary (and a parameter's `String` when it is longer than 15 bytes).
///
/// **Precedence** is decided segment by segment, independently of registration order: a
/// literal beats a typed parameter, which beats an untyped parameter, which beats a wildcard.
/// Typed parameters at one position are tried in the order `Int`, `Double`, `Bool`, `UUID`, then
/// added types by name. When a branch fails deeper down, the next one is tried. Routes that end
/// at the same place (possible only through optional groups) are ordered: a pattern that
/// matched all its segments first, then by pattern text. ``validate()`` lists the routes that
/// can match the same URL, so an app can fail fast on ties it did not intend.
public struct RouteTable<Output> {
    struct Entry {
        let pattern: RoutePattern
        let output: Output
        /// The trie path: the scheme, then the segments.
        let path: [ResolvedSegment]
        /// The capture name of each segment (nil for literals).
        let names: [String?]
        let parameterCount: Int
        /// The nodes where the route ends, one per length it matches.
        let terminalNodes: [Int32]
    }

    private(set) var trie = RouteTrie()
    private(set) var entries: [Entry?] = []
    private(set) var types: [RouteParameterType] = RouteParameterType.builtIn
    private var typeIndices: [String: Int32] = Dictionary(
        uniqueKeysWithValues: RouteParameterType.builtIn.enumerated().map { ($1.name, Int32($0)) })

    /// The schemes whose queries use form encoding, where `+` reads as a space (lowercase).
    public var formEncodedSchemes: Set<String> = ["http", "https"]

    /// The number of registered routes.
    public private(set) var count = 0

    /// Creates an empty table that knows the built-in parameter types.
    public init() {}

    /// Adds a parameter type that patterns registered afterwards can name (`:slug<Slug>`).
    ///
    /// - Parameter type: The type.
    /// - Throws: ``RouteTableError/duplicateParameterType(_:)`` when the name is taken.
    public mutating func addParameterType(_ type: RouteParameterType) throws(RouteTableError) {
        guard typeIndices[type.name] == nil else { throw .duplicateParameterType(type.name) }
        typeIndices[type.name] = Int32(types.count)
        types.append(type)
    }

    /// The registered patterns, in registration order.
    public var patterns: [RoutePattern] { entries.compactMap { $0?.pattern } }

    // MARK: Registration

    /// Registers a pattern.
    ///
    /// - Parameters:
    ///   - pattern: The pattern; see ``RoutePattern`` for the grammar.
    ///   - output: What a match returns.
    /// - Returns: The parsed pattern.
    /// - Throws: ``RouteTableError/invalidPattern(_:)`` (with the position of the fault) or
    ///   ``RouteTableError/duplicatePattern(_:existing:)``; the table is unchanged.
    @discardableResult
    public mutating func register(_ pattern: String, _ output: Output) throws(RouteTableError) -> RoutePattern {
        let parsed: RoutePattern
        do { parsed = try RoutePattern(pattern) } catch { throw .invalidPattern(error) }
        let path = try resolve(parsed)
        if let existing = identicalRoute(parsed, path), let entry = entries[Int(existing)] {
            throw .duplicatePattern(pattern, existing: entry.pattern.text)
        }
        let route = Int32(entries.count)
        var nodes: [Int32] = [0]
        nodes.reserveCapacity(path.count + 1)
        // The ordering closures capture only what they read, never `self`: a closure holding a
        // copy of the table while its trie is mutated would copy the whole trie.
        let types = self.types
        for segment in path {
            nodes.append(trie.insertChild(of: nodes[nodes.count - 1], for: segment) {
                RouteTable.isTriedBefore($0, $1, types: types)
            })
        }
        let full = parsed.segments.count
        let terminalNodes = parsed.lengths.map { nodes[$0 + 1] }
        let names = parsed.segments.map(\.name)
        entries.append(Entry(
            pattern: parsed, output: output, path: path, names: names,
            parameterCount: names.count { $0 != nil }, terminalNodes: terminalNodes))
        let entries = self.entries
        for (length, node) in zip(parsed.lengths, terminalNodes) {
            trie.addTerminal(.init(route: route, isShortened: length != full), to: node) {
                RouteTable.isBetter($0, $1, entries: entries)
            }
        }
        count += 1
        return parsed
    }

    /// Removes the route registered with this pattern (or one identical to it).
    ///
    /// - Parameter pattern: The pattern.
    /// - Returns: The route's output, or `nil` when no such route is registered.
    @discardableResult
    public mutating func unregister(_ pattern: String) -> Output? {
        guard let parsed = try? RoutePattern(pattern), let path = try? resolve(parsed),
              let route = identicalRoute(parsed, path), let existing = entries[Int(route)]
        else { return nil }
        for node in existing.terminalNodes {
            trie.removeTerminals(of: route, from: node)
        }
        entries[Int(route)] = nil
        count -= 1
        return existing.output
    }

    /// The output registered with this pattern (or one identical to it).
    ///
    /// - Parameter pattern: The pattern.
    /// - Returns: The output, or `nil`.
    public func output(for pattern: String) -> Output? {
        guard let parsed = try? RoutePattern(pattern), let path = try? resolve(parsed) else { return nil }
        return identicalRoute(parsed, path).flatMap { entries[Int($0)]?.output }
    }

    // MARK: Internals

    private func resolve(_ pattern: RoutePattern) throws(RouteTableError) -> [ResolvedSegment] {
        var path: [ResolvedSegment] = [.literal(Array(pattern.scheme.utf8))]
        path.reserveCapacity(pattern.segments.count + 1)
        for (index, segment) in pattern.segments.enumerated() {
            switch segment {
            case .literal(let text): path.append(.literal(Array(text.utf8)))
            case .parameter(_, nil): path.append(.parameter)
            case .parameter(let name, let type?):
                guard let typeIndex = typeIndices[type] else {
                    let position = pattern.segmentPositions[index] + name.count + 2
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
        return trie[node].terminals.first { terminal in
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

extension RouteTable: Sendable where Output: Sendable {}
extension RouteTable.Entry: Sendable where Output: Sendable {}
