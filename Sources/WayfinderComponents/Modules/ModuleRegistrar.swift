import Wayfinder

/// What a ``Module`` registers through: the host's screen map, router, service registry and
/// mediator.
///
/// Each registration is applied at once and remembered, so that when the module's
/// ``Module/register(in:)`` throws, the host removes everything the module registered — nothing
/// is half-registered — and records what each module provides (``ModuleHost/provisions(of:)``).
/// Use it only inside ``Module/register(in:)``: what is registered through a registrar kept for
/// later is neither recorded nor rolled back (register into the host's registries directly then).
@MainActor
public final class ModuleRegistrar {
    /// The name of the module registering.
    public let moduleName: String
    /// The host's service registry, to resolve what other modules provide while registering.
    public let serviceRegistry: ServiceRegistry
    /// The navigator's services, for a module that navigates (to set the first screen when the
    /// app finishes launching, say).
    public let services: any NavigationServices
    private let screens: ScreenMap
    private let router: Router
    private let mediator: Mediator
    private var undo: [() -> Void] = []
    private(set) var provisions: [ModuleProvision] = []

    init(
        moduleName: String, services: any NavigationServices, screens: ScreenMap, router: Router,
        serviceRegistry: ServiceRegistry, mediator: Mediator
    ) {
        self.moduleName = moduleName
        self.services = services
        self.screens = screens
        self.router = router
        self.serviceRegistry = serviceRegistry
        self.mediator = mediator
    }

    /// Maps a view model type to its screen; see `ScreenMap.register(_:name:_:)`.
    ///
    /// - Parameters:
    ///   - viewModelType: The exact view model type.
    ///   - name: The entry's name, or `nil` for the type name.
    ///   - factory: Builds the screen.
    /// - Throws: `ScreenMapError` when the type or the name is taken.
    public func screen<Model: ViewModel, Shown: Screen>(
        _ viewModelType: Model.Type, name: String? = nil, _ factory: @escaping @MainActor (Model) -> Shown
    ) throws(ScreenMapError) {
        try screens.register(viewModelType, name: name, factory)
        let screens = screens
        undo.append { screens.unregister(viewModelType) }
        provisions.append(.screen(screens.entry(for: viewModelType)?.name ?? String(describing: viewModelType)))
    }

    /// Registers a route whose handler takes the request alone (a route with no parameters); see
    /// `Router.register(_:access:sourceApps:shows:_:)`.
    ///
    /// - Parameters:
    ///   - pattern: The pattern, as in `app://repos/:id<Int>`.
    ///   - access: Who may open it: `appOnly` (the default), or `exposed` for the external
    ///     origins the router's policy lets through.
    ///   - sourceApps: The other apps that may open it, or `nil`.
    ///   - shows: Every view-model type the handler can show, for
    ///     ``ModuleHost/validateScreens()``; `nil` says nothing, which the check reports.
    ///   - handler: What to do with a match.
    /// - Throws: `RouteTableError` when the pattern is invalid or taken.
    public func route(
        _ pattern: String, access: RouteAccess = .appOnly, sourceApps: Set<String>? = nil,
        shows: [any ViewModel.Type]? = nil,
        _ handler: @escaping @MainActor @Sendable (RouteRequest) throws -> RouteDestination
    ) throws(RouteTableError) {
        try route(pattern, Router.Route(access: access, sourceApps: sourceApps, shows: shows, handler))
    }

    /// Registers a route whose handler receives the URL's parameters decoded into a type of the
    /// module's, the way to register a route with parameters; see
    /// `Router.register(_:access:sourceApps:shows:_:)`.
    ///
    /// - Parameters:
    ///   - pattern: The pattern, as in `app://repos/:id<Int>`.
    ///   - access: Who may open it: `appOnly` (the default), or `exposed` for the external
    ///     origins the router's policy lets through.
    ///   - sourceApps: The other apps that may open it, or `nil`.
    ///   - shows: Every view-model type the handler can show, or `nil`.
    ///   - handler: What to do with the decoded parameters and the request.
    /// - Throws: `RouteTableError.parametersMismatch(_:)` when the type requires what the
    ///   pattern cannot give, or another `RouteTableError` when the pattern is invalid or taken.
    public func route<Parameters: Decodable>(
        _ pattern: String, access: RouteAccess = .appOnly, sourceApps: Set<String>? = nil,
        shows: [any ViewModel.Type]? = nil,
        _ handler: @escaping @MainActor @Sendable (Parameters, RouteRequest) throws -> RouteDestination
    ) throws(RouteTableError) {
        try route(pattern, Router.Route(checking: pattern, access: access, sourceApps: sourceApps, shows: shows, handler))
    }

    /// Registers a route as built, and records it.
    func route(_ pattern: String, _ route: Router.Route) throws(RouteTableError) {
        try router.register(pattern, route)
        let router = router
        undo.append { router.unregister(pattern) }
        provisions.append(.route(pattern))
    }

    /// Registers a service; see ``ServiceRegistry/register(_:scope:replacing:_:)``.
    ///
    /// - Parameters:
    ///   - service: The service type.
    ///   - scope: How long instances are kept.
    ///   - make: Makes an instance.
    /// - Throws: ``ServiceRegistryError/alreadyRegistered(_:)`` when another module provides it.
    public func service<Service>(
        _ service: Service.Type, scope: ServiceScope = .shared,
        _ make: @escaping @Sendable (ServiceRegistry) throws -> Service
    ) throws(ServiceRegistryError) {
        try serviceRegistry.register(service, scope: scope, make)
        let registry = serviceRegistry
        undo.append { registry.unregister(service) }
        provisions.append(.service(String(describing: service)))
    }

    /// Registers a mediator target; see ``Mediator/register(_:_:)``.
    ///
    /// - Parameters:
    ///   - name: The target's name.
    ///   - makeTarget: Makes the target.
    /// - Throws: ``MediatorError/duplicateTarget(_:)`` when the name is taken.
    public func target(
        _ name: String, _ makeTarget: @escaping @MainActor @Sendable () -> any MediatorTarget
    ) throws(MediatorError) {
        try mediator.register(name, makeTarget)
        let mediator = mediator
        undo.append { mediator.unregister(name) }
        provisions.append(.target(name))
    }

    /// Removes everything registered through this registrar, last first.
    func rollBack() {
        for step in undo.reversed() { step() }
        undo = []
        provisions = []
    }
}
