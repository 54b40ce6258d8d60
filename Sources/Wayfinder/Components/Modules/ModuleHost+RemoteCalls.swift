extension ModuleHost {
    /// Lets URLs of a scheme call the mediator's remote-callable actions through the router:
    /// `scheme://target/action?name=value` is checked by the router's policy first (schemes,
    /// source apps, limits), then handed to ``Mediator/performRemote(_:)-(String)``, which runs only
    /// actions marked remote-callable.
    ///
    /// `open` then returns ``RouteOutcome/value(_:)`` with the action's value (or
    /// ``RouteOutcome/handled`` when it returns none); a refused or failed call is
    /// ``RoutingError/handlerFailed(pattern:error:)`` with the mediator's reason.
    ///
    /// - Parameter scheme: The scheme remote calls use, such as `myapp-action`.
    /// - Throws: ``RouteTableError`` when the scheme is invalid or already routes `:target/:action`.
    public func routeRemoteCalls(scheme: String) throws(RouteTableError) {
        let mediator = mediator
        try router.register("\(scheme)://:target/:action") { request in
            guard let value = try mediator.performRemote(request.url).get() else { return .handled }
            return .value(value)
        }
    }
}
