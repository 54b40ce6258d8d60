// Routes whose handler returns the view model to show, so that the router knows its type.

extension Router {
    /// Registers a route whose handler returns the view model it shows, shown as `presentation`
    /// says; its parameters decode into a `Decodable` type of the app's.
    ///
    /// ```swift
    /// try router.register("app://repos/:name/issues/:number<Int>", as: .push) { (link: IssueLink, _) in
    ///     IssueViewModel(repository: link.name, number: link.number, comment: link.comment)
    /// }
    /// ```
    ///
    /// The common route: the parameters are decoded and checked as for
    /// ``register(_:access:sourceApps:produces:_:)-1zxw``,
    /// and the router knows the view model's type, so ``validateScreens(in:)`` checks its screen
    /// with no list to keep.
    ///
    /// - Parameters:
    ///   - pattern: The pattern; see ``RoutePattern`` for the grammar.
    ///   - presentation: Pushed, presented in a style, or as the new root.
    ///   - access: Who may open it.
    ///   - sourceApps: The other apps that may open it, or `nil` to leave it to the policy.
    ///   - handler: Makes the view model from the decoded parameters and the request, on the
    ///     main actor.
    /// - Throws: ``RouteTableError/parametersMismatch(_:)`` when the type requires what the
    ///   pattern cannot give, or another ``RouteTableError`` when the pattern is invalid or taken.
    public func register<Parameters: Decodable, Model: ViewModel>(
        _ pattern: String, as presentation: Presentation, access: RouteAccess = .anyOrigin,
        sourceApps: Set<String>? = nil, _ handler: @escaping @MainActor @Sendable (Parameters, RouteRequest) throws -> Model
    ) throws(RouteTableError) {
        try register(pattern, Route(checking: pattern, showing: presentation, access: access, sourceApps: sourceApps, handler))
    }

    /// Registers a route whose handler returns the view model it shows, shown as `presentation`
    /// says: a route with no parameters, or one that reads them from the request.
    ///
    /// ```swift
    /// try router.register("app://settings", as: .present(.sheet)) { _ in SettingsViewModel() }
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: The pattern; see ``RoutePattern`` for the grammar.
    ///   - presentation: Pushed, presented in a style, or as the new root.
    ///   - access: Who may open it.
    ///   - sourceApps: The other apps that may open it, or `nil` to leave it to the policy.
    ///   - handler: Makes the view model from the request, on the main actor.
    /// - Throws: ``RouteTableError`` when the pattern is invalid or identical to a registered one.
    public func register<Model: ViewModel>(
        _ pattern: String, as presentation: Presentation, access: RouteAccess = .anyOrigin,
        sourceApps: Set<String>? = nil, _ handler: @escaping @MainActor @Sendable (RouteRequest) throws -> Model
    ) throws(RouteTableError) {
        try register(pattern, Route(showing: presentation, access: access, sourceApps: sourceApps, handler))
    }
}
