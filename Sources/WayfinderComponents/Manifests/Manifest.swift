import Wayfinder

/// A module described in a JSON or property-list file: its name, priority, routes and services.
///
/// ```json
/// {
///   "name": "Repositories",
///   "priority": 10,
///   "routes": [
///     { "pattern": "app://repos/:owner/:name", "viewModel": "RepositoryViewModel" },
///     { "pattern": "app://repos/new", "viewModel": "NewRepositoryViewModel",
///       "presentation": "present", "style": "sheet(medium, large)", "access": "internalOnly" }
///   ],
///   "services": [
///     { "service": "RepositoryStore", "implementation": "BundledRepositoryStore", "scope": "shared" }
///   ]
/// }
/// ```
///
/// Swift cannot make a type from its name, so the names a manifest uses — view models and
/// service implementations — are looked up in a ``ManifestCatalog`` the app fills in code. Add
/// manifests to a ``ModuleHost`` with ``ModuleHost/add(manifests:catalog:)``, which checks them
/// all before adding any.
public struct Manifest: Hashable, Sendable {
    /// One route: a pattern and the view model it opens.
    public struct Route: Hashable, Sendable {
        /// The pattern; see `RoutePattern`.
        public var pattern: String
        /// The name of the view model to make, as registered in the ``ManifestCatalog``.
        public var viewModel: String
        /// How the view model is shown: `"presentation"` is `push` (the default), `present`,
        /// `resetRoot` or `column`; a presented route's `"style"` is written as in
        /// `"style": "sheet(medium, large)"` (`PresentationStyle.automatic` by default), and a
        /// route shown in a column of the root split names it, as in `"column": "supplementary"`
        /// (`detail` by default).
        public var presentation: Presentation
        /// Who may open the route (`anyOrigin` by default).
        public var access: RouteAccess
        /// The other apps that may open it, or `nil` to leave it to the policy.
        public var sourceApps: Set<String>?
    }

    /// One service: the protocol's name and the implementation that provides it.
    public struct Service: Hashable, Sendable {
        /// The service type's name, as Swift prints it (`RepositoryStore`).
        public var service: String
        /// The implementation's name, as registered in the ``ManifestCatalog``.
        public var implementation: String
        /// How long instances are kept (`shared` by default).
        public var scope: ServiceScope
    }

    /// The module's name.
    public var name: String
    /// The module's priority (0 by default).
    public var priority: Int
    /// The routes it provides.
    public var routes: [Route]
    /// The services it provides.
    public var services: [Service]
    /// The file it was read from (its last path component), for error messages.
    public var file: String
}
