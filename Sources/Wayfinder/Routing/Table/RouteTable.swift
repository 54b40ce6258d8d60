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
    @usableFromInline private(set) var core = RouteCore()
    /// The outputs, by route index (`nil` where a route was removed).
    @usableFromInline private(set) var outputs: [Output?] = []

    /// The schemes whose queries use form encoding, where `+` reads as a space (compared
    /// lowercased): `http` and `https`.
    package var formEncodedSchemes: Set<String> = ["http", "https"] {
        didSet {
            formEncodedSchemes = Set(formEncodedSchemes.map { $0.lowercased() })
            formEncodedSchemeList = Array(formEncodedSchemes)
        }
    }
    /// The same as a list: a match compares its scheme with each, cheaper than hashing it.
    @usableFromInline private(set) var formEncodedSchemeList = ["http", "https"]

    /// The number of registered routes.
    package var count: Int { core.count }

    /// Creates an empty table that knows the built-in parameter types.
    public init() {}

    /// Adds a parameter type that patterns registered afterwards can name (`:slug<Slug>`).
    ///
    /// - Parameter type: The type: its name (as in `:id<Slug>`) and the test a segment must pass.
    /// - Throws: ``RouteTableError/duplicateParameterType(_:)`` when the name is taken,
    ///   ``RouteTableError/invalidParameterTypeName(_:)`` when it is not an identifier.
    public mutating func addParameterType(_ type: RouteParameterType) throws(RouteTableError) {
        try core.addParameterType(type)
    }

    /// The registered patterns, in registration order.
    package var patterns: [RoutePattern] { core.entries.compactMap { $0?.pattern } }

    /// The registered routes and their outputs, in registration order.
    var routes: [(pattern: RoutePattern, output: Output)] {
        zip(core.entries, outputs).compactMap { entry, output in
            guard let entry, let output else { return nil }
            return (entry.pattern, output)
        }
    }

    /// Registers a pattern.
    ///
    /// - Parameters:
    ///   - pattern: The pattern; see <doc:PatternsAndPrecedence> for the grammar.
    ///   - output: What a match returns.
    /// - Throws: ``RouteTableError/invalidPattern(_:)`` (with the position of the fault) or
    ///   ``RouteTableError/duplicatePattern(_:existing:)``; the table is unchanged.
    @inlinable  // specialized for `Output` in the caller: generic code would look up metadata per call
    public mutating func register(_ pattern: String, _ output: Output) throws(RouteTableError) {
        let route = try core.register(pattern)
        assert(route == outputs.count)
        outputs.append(output)
    }

    /// Removes the route registered with this pattern (or one identical to it).
    ///
    /// - Parameter pattern: The pattern as registered, or one that reads the same (parameter
    ///   names may differ).
    /// - Returns: The route's output, or `nil` when no such route is registered.
    @discardableResult
    public mutating func unregister(_ pattern: String) -> Output? {
        guard let route = core.unregister(pattern) else { return nil }
        return outputs[route].take()
    }

    /// The output registered with this pattern (or one identical to it).
    ///
    /// - Parameter pattern: The pattern as registered, or one that reads the same.
    /// - Returns: The output, or `nil`.
    package func output(for pattern: String) -> Output? {
        core.route(identicalTo: pattern).flatMap { outputs[$0] }
    }

    /// Finds the best route for a URL.
    ///
    /// - Parameter url: The URL, such as `app://user/7?tab=a`. It may hold characters a `URL`
    ///   would need escaped (`app://search/原子弹`); its encoded form matches the same way.
    /// - Returns: The route's output and the match, or `nil` when no route matches (or the text
    ///   has no scheme).
    @inlinable  // specialized for `Output` in the caller: generic code would look up metadata per call
    public func match(_ url: String) -> (output: Output, match: RouteMatch)? {
        guard let (route, match) = core.match(url, formEncodedSchemes: formEncodedSchemeList),
              let output = outputs[route]
        else { return nil }
        return (output, match)
    }

    /// Every route of the URL's scheme, each with why it was or was not chosen: the chosen route
    /// first, then routes it outranked, then the others, those that got furthest first.
    ///
    /// Slower than `match(_:)` (it tries every route of the scheme, one by one): for explaining,
    /// not for routing.
    ///
    /// - Parameter url: The URL, as text.
    /// - Returns: The candidates; empty when the URL has no scheme or no route has its scheme.
    package func candidates(for url: String) -> [RouteCandidate] {
        core.candidates(for: url, winner: core.match(url, formEncodedSchemes: [])?.match.pattern)
    }

    /// Lists every pair of routes that can match the same URL, with the route that wins.
    ///
    /// Overlaps resolved by precedence (`app://user/me` over `app://user/:id`) are usually
    /// intended; ambiguous ones (``RouteOverlap/isAmbiguous``) usually are not. To fail fast at
    /// start-up:
    ///
    /// ```swift
    /// let ambiguous = table.validate().filter(\.isAmbiguous)
    /// precondition(ambiguous.isEmpty, "\(ambiguous)")
    /// ```
    ///
    /// Typed parameters of different types at one position are reported as ambiguous whether or
    /// not some value passes both, since a type is a closure the table cannot inspect.
    ///
    /// - Returns: The overlaps, sorted by preferred pattern, then the other.
    public func validate() -> [RouteOverlap] {
        core.validate()
    }
}

extension RouteTable: Sendable where Output: Sendable {}

extension Optional {
    /// Returns the value and leaves `nil` behind.
    fileprivate mutating func take() -> Wrapped? {
        defer { self = nil }
        return self
    }
}
