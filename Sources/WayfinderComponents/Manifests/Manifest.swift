import Wayfinder

/// A module described in a JSON or property-list file: its name, priority, routes and services.
///
/// ```json
/// {
///   "name": "Repositories",
///   "priority": 10,
///   "routes": [
///     { "pattern": "app://repos/:owner/:name", "viewModel": "RepositoryViewModel", "exposed": true },
///     { "pattern": "app://repos/new", "viewModel": "NewRepositoryViewModel",
///       "presentation": "present", "style": "sheet(medium, large)" }
///   ],
///   "services": [
///     { "service": "RepositoryStore", "implementation": "BundledRepositoryStore", "scope": "shared" }
///   ]
/// }
/// ```
///
/// A route is internal (`RouteAccess.appOnly`) unless it says `"exposed": true`, which lets in
/// the external origins the router's `RoutingPolicy` lets through.
///
/// Swift cannot make a type from its name, so the names a manifest uses — view models and
/// service implementations — are looked up in a ``ManifestCatalog`` the app fills in code. Add
/// manifests to a ``ModuleHost`` with ``ModuleHost/add(manifests:catalog:)``, which checks them
/// all before adding any. A manifest is read for the host: its ``description`` lists what it
/// declares, one line each.
public struct Manifest: Hashable, Sendable {
    /// One route: a pattern and the view model it opens.
    struct Route: Hashable, Sendable {
        /// The pattern; see `RoutePattern`.
        var pattern: String
        /// The name of the view model to make, as registered in the ``ManifestCatalog``.
        var viewModel: String
        /// How the view model is shown: `"presentation"` is `push` (the default), `present`,
        /// `resetRoot` or `column`; a presented route's `"style"` is written as in
        /// `"style": "sheet(medium, large)"` (`ModalStyle.automatic` by default), and a
        /// route shown in a column of the root split names it, as in `"column": "supplementary"`
        /// (`detail` by default).
        var presentation: Presentation
        /// Who may open the route: `appOnly` unless the manifest says `"exposed": true`.
        var access: RouteAccess
        /// The other apps that may open it, or `nil` to leave it to the policy.
        var sourceApps: Set<String>?
    }

    /// One service: the protocol's name and the implementation that provides it.
    struct Service: Hashable, Sendable {
        /// The service type's name, as Swift prints it (`RepositoryStore`).
        var service: String
        /// The implementation's name, as registered in the ``ManifestCatalog``.
        var implementation: String
        /// How long instances are kept (`shared` by default).
        var scope: ServiceScope
    }

    /// The module's name.
    public internal(set) var name: String
    /// The module's priority (0 by default).
    var priority: Int
    /// The routes it provides.
    var routes: [Route]
    /// The services it provides.
    var services: [Service]
    /// The file it was read from (its last path component), for error messages.
    public internal(set) var file: String
}

extension Manifest: CustomStringConvertible {
    /// What the manifest declares, one line each: `Profile (priority 5, profile.json)`, then
    /// `route app://profile/:id → Profile (push)` and `service Journal → FileJournal (shared)`.
    public var description: String {
        let routes = routes.map { route in
            var details = [Self.describe(route.presentation)]
            if route.access == .exposed { details.append("exposed") }
            if let apps = route.sourceApps { details.append("from " + apps.sorted().joined(separator: ", ")) }
            return "route \(route.pattern) → \(route.viewModel) (\(details.joined(separator: ", ")))"
        }
        let services = services.map { "service \($0.service) → \($0.implementation) (\($0.scope))" }
        return (["\(name) (priority \(priority), \(file))"] + routes + services).joined(separator: "\n")
    }

    private static func describe(_ presentation: Presentation) -> String {
        switch presentation {
        case .push: "push"
        case .present(let style): style == .automatic ? "present" : "present(\(style))"
        case .resetRoot: "resetRoot"
        case .column(let column): "column(\(column))"
        }
    }
}
