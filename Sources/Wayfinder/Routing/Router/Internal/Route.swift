extension Router {
    /// A registered route: how to run it, who may open it, and what it declares it shows.
    package struct Route: Sendable {
        /// Runs the handler on a match; a route with a parameters type decodes them first.
        let perform: @MainActor @Sendable (RouteRequest) -> Result<RouteDestination, RoutingError>
        let access: RouteAccess
        let sourceApps: Set<String>?
        /// The parameters type, which ``Router/canOpen(_:)`` and ``Router/explain(_:)`` decode
        /// without running the handler; `nil` without one.
        var parameters: (any RouteParametersChecking)?
        /// The view-model types the route shows, or `nil` when it does not say.
        package var shows: [Any.Type]?
        /// What a ``MissingScreen`` names the route by when not ``ScreenDemand/route(_:)`` with its
        /// pattern: a manifest's file and key path.
        package var demand: ScreenDemand?

        /// A route whose handler receives the request.
        package init(
            access: RouteAccess, sourceApps: Set<String>?, shows: [any ViewModel.Type]?,
            _ handler: @escaping Handler
        ) {
            self.access = access
            self.sourceApps = sourceApps
            self.shows = shows.map(Route.types)
            self.perform = { request in Router.run(request.match.pattern) { try handler(request) } }
        }

        /// A route whose handler receives its parameters, decoded, and the request; the
        /// parameters type is checked against the pattern first.
        package init<Parameters: Decodable>(
            checking pattern: String, access: RouteAccess, sourceApps: Set<String>?, shows: [any ViewModel.Type]?,
            _ handler: @escaping @MainActor @Sendable (Parameters, RouteRequest) throws -> RouteDestination
        ) throws(RouteTableError) {
            let parameters = try RouteParameters<Parameters>(checking: pattern)
            self.access = access
            self.sourceApps = sourceApps
            self.shows = shows.map(Route.types)
            self.parameters = parameters
            self.perform = { request in
                let decoded: Parameters
                do throws(RouteParameterError) {
                    decoded = try parameters.decode(request.match)
                } catch {
                    return .failure(.invalidParameter(error))
                }
                return Router.run(request.match.pattern) { try handler(decoded, request) }
            }
        }

        /// View-model types as `Any.Type`, which is `Sendable`.
        package static func types(_ types: [any ViewModel.Type]) -> [Any.Type] {
            types.map { $0 as Any.Type }
        }
    }
}
