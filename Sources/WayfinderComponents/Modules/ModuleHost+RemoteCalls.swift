import Wayfinder

extension ModuleHost {
    /// Lets URLs of a scheme call the mediator's remote-callable actions through the router:
    /// `scheme://target/action?name=value` is checked by the router's policy first (schemes,
    /// source apps, limits, and its rules for the route it registers), then handed to
    /// ``Mediator/performRemote(_:origin:policy:)`` with the link's origin and the
    /// router's policy, which runs only actions marked remote-callable.
    ///
    /// `open` then returns `RouteOutcome.value(_:)` with the action's value (or
    /// `RouteOutcome.handled` when it returns none); a refused or failed call is
    /// `RoutingError.handlerFailed(pattern:error:)` with the mediator's reason.
    ///
    /// Like every route, the one it registers is internal unless exposed: pass
    /// `access: .exposed` (and name the scheme in `RoutingPolicy.allowedSchemes`) for other apps,
    /// web pages and notifications to call.
    ///
    /// ```swift
    /// try host.routeRemoteCalls(scheme: "myapp-action", access: .exposed)
    /// ```
    ///
    /// - Parameters:
    ///   - scheme: The scheme remote calls use, such as `myapp-action`.
    ///   - access: Who may call through it: `RouteAccess.appOnly` (the default) or
    ///     `RouteAccess.exposed`.
    /// - Throws: `RouteTableError` when the scheme is invalid or already routes `:target/:action`.
    public func routeRemoteCalls(scheme: String, access: RouteAccess = .appOnly) throws(RouteTableError) {
        let mediator = mediator
        try router.register("\(scheme)://:target/:action", access: access) { [weak router] request in
            // The router has judged the URL by its policy already; the mediator judges it again,
            // as it judges every remote call (the same rules pass the same URL). The router runs
            // this handler, so it is there; were it not, nothing from outside would pass.
            let policy = router?.policy ?? RoutingPolicy(allowedSchemes: [], allowedSourceApps: [])
            guard let value = try mediator.performRemote(request.match.url, origin: request.origin, policy: policy).get()
            else { return .handled }
            return .value(value)
        }
    }
}
