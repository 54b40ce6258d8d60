import Wayfinder

/// The names a manifest may use, with the code behind them: how to make each view model a route
/// opens, and each service implementation. Swift cannot make a type from its name, so the app
/// lists them here once.
///
/// ```swift
/// var catalog = ManifestCatalog()
/// catalog.viewModel("RepositoryViewModel") { request in
///     RepositoryViewModel(owner: request.match.parameters["owner"] ?? "", name: request.match.parameters["name"] ?? "")
/// }
/// catalog.implementation("BundledRepositoryStore", of: RepositoryStore.self) { _ in BundledRepositoryStore() }
/// ```
public struct ManifestCatalog: Sendable {
    /// Makes a route's view model from the request (its parameters, query and extras).
    public typealias ViewModelMaker = @MainActor @Sendable (RouteRequest) throws -> any ViewModel

    struct ViewModelEntry: Sendable {
        let make: ViewModelMaker
        /// The types `make` returns, or `nil` when the entry does not say.
        let shows: [Any.Type]?
    }

    struct Implementation: Sendable {
        /// The name of the service type it provides, as Swift prints it (`RepositoryStore`).
        let service: String
        /// The same, qualified by its module (`Repositories.RepositoryStore`).
        let qualifiedService: String
        let register: @MainActor @Sendable (ModuleRegistrar, ServiceScope) throws -> Void
    }

    private(set) var viewModels: [String: ViewModelEntry] = [:]
    private(set) var implementations: [String: Implementation] = [:]

    /// Creates an empty catalog.
    public init() {}

    /// Names a view model that manifest routes can open. A second call with a name replaces the
    /// first.
    ///
    /// The catalog knows the type `make` returns, so ``ModuleHost/validateScreens()`` checks that
    /// a manifest route's view model has a screen.
    ///
    /// - Parameters:
    ///   - name: The name manifests use.
    ///   - make: Makes the view model for a matched route.
    public mutating func viewModel<Model: ViewModel>(
        _ name: String, _ make: @escaping @MainActor @Sendable (RouteRequest) throws -> Model
    ) {
        viewModels[name] = ViewModelEntry(make: make, shows: [Model.self])
    }

    /// Names a view model that manifest routes can open, made by code that chooses its type as it
    /// runs. A second call with a name replaces the first.
    ///
    /// - Parameters:
    ///   - name: The name manifests use.
    ///   - shows: Every view-model type `make` can return, for
    ///     ``ModuleHost/validateScreens()``; `nil` says nothing, which the check reports.
    ///   - make: Makes the view model for a matched route.
    public mutating func viewModel(_ name: String, shows: [any ViewModel.Type]?, _ make: @escaping ViewModelMaker) {
        viewModels[name] = ViewModelEntry(make: make, shows: shows.map(Router.Route.types))
    }

    /// Names an implementation of a service that manifests can register. A second call with a
    /// name replaces the first.
    ///
    /// - Parameters:
    ///   - name: The name manifests use.
    ///   - service: The service type it provides; manifests name it as Swift prints it
    ///     (`RepositoryStore`), or qualified by its module (`Repositories.RepositoryStore`).
    ///   - make: Makes an instance.
    public mutating func implementation<Service>(
        _ name: String, of service: Service.Type, _ make: @escaping @Sendable (ServiceRegistry) throws -> Service
    ) {
        implementations[name] = Implementation(
            service: String(describing: service), qualifiedService: String(reflecting: service)
        ) { registrar, scope in
            try registrar.service(service, scope: scope, make)
        }
    }
}
