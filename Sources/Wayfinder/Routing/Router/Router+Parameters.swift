// Routes whose handler receives the URL's parameters decoded into a type of the app's.

extension Router {
    /// Registers a route whose handler receives the URL's parameters decoded into a `Decodable`
    /// type of the app's, with the request: the way to register a route with parameters.
    ///
    /// ```swift
    /// struct IssueLink: Decodable {
    ///     let name: String
    ///     let number: Int
    ///     let comment: Int?    // ?comment=12, when there is one
    /// }
    ///
    /// try router.register("app://repos/:name/issues/:number<Int>", shows: [IssueViewModel.self]) { (link: IssueLink, request) in
    ///     .navigate(.push(IssueViewModel(repository: link.name, number: link.number, comment: link.comment)))
    /// }
    /// ```
    ///
    /// A route with no parameters takes the request alone:
    /// ``register(_:access:sourceApps:shows:_:)-7g0p5``.
    ///
    /// Each property is a parameter, by its coding key: a path parameter or wildcard of that
    /// name, else a query item. A single value takes the query item's first value; an array
    /// takes all of them, in order (none is an empty array). Values convert as the pattern's
    /// types do: `String`, `Int` and the other integer types, `Double` and `Float` (finite),
    /// `Bool` (`true` or `false`), `UUID`, `URL`, `Optional` and arrays of these, and any type
    /// that decodes from one of them, such as an enum with raw values.
    ///
    /// **When a URL opens,** the parameters are decoded before the handler runs. When that fails
    /// the handler does not run, nothing navigates, and the open fails with
    /// ``RoutingError/invalidParameter(_:)``, naming the parameter and the type it should have
    /// had; observers hear it as ``RouteEvent/failed(url:origin:error:)``, and
    /// ``canOpen(_:)`` and ``explain(_:)`` say the same.
    ///
    /// **When the route is registered,** the type is checked against the pattern: a property the
    /// type requires (not optional, not an array) must be a path parameter or wildcard outside
    /// any optional group, and a parameter with a built-in type (`:number<Int>`) must convert to
    /// its property's type. The check decodes the type once from a probe that records which names
    /// it decodes with `decode` (required) and which with `decodeIfPresent` (optional), answering
    /// with stand-ins: `0`, `false`, `"0"`, the first case of a `CaseIterable` enum. Its limits:
    /// an `init(from:)` of your own is seen only as far as it gets with those stand-ins; a
    /// required enum that is not `CaseIterable` stops it there (the properties after it are
    /// checked when a URL opens); and a parameter of a type you added (`:slug<Slug>`) or one
    /// without a type is checked when a URL opens.
    ///
    /// - Parameters:
    ///   - pattern: The pattern; see <doc:PatternsAndPrecedence> for the grammar.
    ///   - access: Who may open it: ``RouteAccess/appOnly`` (the default) refuses every external
    ///     origin; ``RouteAccess/exposed`` lets in those the ``RoutingPolicy`` does.
    ///   - sourceApps: The other apps that may open it, or `nil` to leave it to the policy.
    ///   - shows: Every view-model type the handler can put on the stack, for
    ///     ``validateScreens(in:)``; `nil` (the default) says nothing, which the check reports.
    ///   - handler: What to do with the decoded parameters and the request, on the main actor.
    /// - Throws: ``RouteTableError/parametersMismatch(_:)`` when the type requires what the
    ///   pattern cannot give, or another ``RouteTableError`` when the pattern is invalid or
    ///   identical to a registered one; nothing is registered then.
    public func register<Parameters: Decodable>(
        _ pattern: String, access: RouteAccess = .appOnly, sourceApps: Set<String>? = nil,
        shows: [any ViewModel.Type]? = nil,
        _ handler: @escaping @MainActor @Sendable (Parameters, RouteRequest) throws -> RouteDestination
    ) throws(RouteTableError) {
        try register(pattern, Route(checking: pattern, access: access, sourceApps: sourceApps, shows: shows, handler))
    }
}
