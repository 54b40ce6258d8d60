import Foundation

/// Opens URLs: rewrite rules, then policies, then the route table, then the route's handler,
/// whose answer goes to ``NavigationServices`` — the same bus, interceptors and stack as a view
/// model's own calls.
///
/// ```swift
/// struct IssueLink: Decodable {
///     let owner: String
///     let repo: String
///     let number: Int
/// }
///
/// let router = Router(services: navigator.services)
/// try router.register(
///     "app://repos/:owner/:repo/issues/:number<Int>",
///     produces: [RepositoryListViewModel.self, RepositoryViewModel.self, IssueViewModel.self]
/// ) { (link: IssueLink, request) in
///     .resetStack([
///         RepositoryListViewModel(),
///         RepositoryViewModel(owner: link.owner, name: link.repo),
///         IssueViewModel(number: link.number),
///     ])
/// }
/// router.open("app://repos/apple/swift/issues/7", origin: .otherApp(sourceApplication: "com.apple.mobilesafari"))
/// ```
///
/// A route's parameters decode into a `Decodable` type of the app's, checked against the pattern
/// when the route is registered. A route that says which view models it shows — by returning one,
/// as ``register(_:as:access:sourceApps:_:)-1hvm4``
/// does, or with `produces:` — lets ``validateScreens(in:)`` find a missing screen at start-up.
///
/// Registering, matching, ``canOpen(_:origin:)-(String,_)`` and ``explain(_:origin:)-(String,_)`` are safe from any
/// thread; ``open(_:origin:extras:)-(String,_,_)`` runs on the main actor, where navigation happens.
public final class Router: Sendable {
    /// A route's handler: what to do with a match. It runs on the main actor.
    public typealias Handler = @MainActor @Sendable (RouteRequest) throws -> RouteDestination
    /// The fallback's handler: what to do with a URL no route takes, given why.
    public typealias FallbackHandler = @MainActor @Sendable (FallbackRequest) throws -> RouteDestination

    /// How many rewrites one open may go through before it fails with
    /// ``RoutingError/rewriteLoop(_:)`` (a cycle fails as soon as it closes).
    public static let maximumRewrites = 16

    struct WebPages: Sendable {
        let presentation: Presentation
        let makeViewModel: @MainActor @Sendable (URL) -> any ViewModel
        /// The type `makeViewModel` returns.
        let produces: Any.Type
    }

    struct Fallback: Sendable {
        let handler: FallbackHandler
        /// The view-model types it shows, or `nil` when it does not say.
        let produces: [Any.Type]?
    }

    struct State: Sendable {
        var table = RouteTable<Route>()
        var rewriteRules: [RewriteRule] = []
        var policy: RoutingPolicy
        var fallback: Fallback?
        var webPages: WebPages?
    }

    /// The services routes navigate with.
    public let services: any NavigationServices
    let state: Locked<State>
    let observers = Locked<[BusRegistration<@MainActor @Sendable (RouteEvent) -> Void>]>([])

    /// Creates a router with no routes.
    ///
    /// - Parameters:
    ///   - services: The services routes navigate with, usually ``Navigator/services``.
    ///   - policy: The rules for URLs, above all those from outside the app.
    public init(services: any NavigationServices, policy: RoutingPolicy = RoutingPolicy()) {
        self.services = services
        self.state = Locked(State(policy: policy))
    }

    // MARK: Registration

    /// Registers a route whose handler reads the request: its parameters as text, its query,
    /// its origin and extras.
    ///
    /// ```swift
    /// try router.register("app://share", access: .internalOnly, produces: [ShareViewModel.self]) { request in
    ///     guard let image = request.extra("image", as: Data.self) else { throw MissingAttachment() }
    ///     return .present(ShareViewModel(image: image), style: .sheet)
    /// }
    /// ```
    ///
    /// A route whose parameters decode into a type of the app's is registered with
    /// ``register(_:access:sourceApps:produces:_:)-1zxw``;
    /// one whose handler returns the view model it shows, with ``register(_:as:access:sourceApps:_:)-2asof``.
    ///
    /// - Parameters:
    ///   - pattern: The pattern; see ``RoutePattern`` for the grammar.
    ///   - access: Who may open it; ``RouteAccess/internalOnly`` refuses every external origin.
    ///   - sourceApps: The other apps that may open it (bundle identifiers), or `nil` to leave it
    ///     to ``RoutingPolicy/allowedSourceApps``. It concerns
    ///     ``RouteOrigin/otherApp(sourceApplication:)`` only: web pages and notifications have no
    ///     source app (make the route ``RouteAccess/internalOnly`` to keep them out).
    ///   - produces: Every view-model type the handler can put on the stack, so that
    ///     ``validateScreens(in:)`` can check their screens at start-up; `[]` for a route that
    ///     navigates nowhere, `nil` (the default) to say nothing, which the check reports.
    ///   - handler: What to do with a match, on the main actor.
    /// - Throws: ``RouteTableError`` when the pattern is invalid or identical to a registered
    ///   one; nothing is registered then.
    public func register(
        _ pattern: String, access: RouteAccess = .anyOrigin, sourceApps: Set<String>? = nil,
        produces: [any ViewModel.Type]? = nil, _ handler: @escaping Handler
    ) throws(RouteTableError) {
        try register(pattern, Route(access: access, sourceApps: sourceApps, produces: produces, handler))
    }

    /// Adds a route to the table.
    package func register(_ pattern: String, _ route: Route) throws(RouteTableError) {
        try state.withLock { (state: inout State) throws(RouteTableError) in
            _ = try state.table.register(pattern, route)
        }
    }

    /// Removes a route.
    ///
    /// - Parameter pattern: The pattern it was registered with (or one identical to it).
    /// - Returns: Whether a route was removed.
    @discardableResult
    public func unregister(_ pattern: String) -> Bool {
        state.withLock { $0.table.unregister(pattern) != nil }
    }

    /// Adds a parameter type that patterns registered afterwards can name.
    ///
    /// - Parameter type: The type: its name (as in `:id<Slug>`) and the test a segment must pass.
    /// - Throws: ``RouteTableError/duplicateParameterType(_:)`` when the name is taken,
    ///   ``RouteTableError/invalidParameterTypeName(_:)`` when it is not an identifier.
    public func addParameterType(_ type: RouteParameterType) throws(RouteTableError) {
        try state.withLock { (state: inout State) throws(RouteTableError) in
            try state.table.addParameterType(type)
        }
    }

    /// Appends a rewrite rule; rules are tried in the order added.
    ///
    /// - Parameter rule: A regular expression over the whole URL and its template.
    public func addRewriteRule(_ rule: RewriteRule) {
        state.withLock { $0.rewriteRules.append(rule) }
    }

    /// Appends a rewrite rule made from an expression and a template.
    ///
    /// - Parameters:
    ///   - pattern: A regular expression the whole URL must match.
    ///   - template: The URL to produce; see ``RewriteRule`` for the variables.
    /// - Throws: ``RewriteRuleError`` when either is invalid.
    public func addRewriteRule(_ pattern: String, _ template: String) throws(RewriteRuleError) {
        addRewriteRule(try RewriteRule(pattern, template))
    }

    /// The policy applied to every open.
    public var policy: RoutingPolicy {
        get { state.withLock { $0.policy } }
        set { state.withLock { $0.policy = newValue } }
    }

    /// Sends URLs that no route takes (and text that is not a URL) to a handler, with the
    /// reason, instead of failing with ``RoutingError/noRoute(_:)``. URLs refused by the policy
    /// never reach it.
    ///
    /// - Parameters:
    ///   - produces: Every view-model type the fallback can put on the stack, for
    ///     ``validateScreens(in:)``; `nil` (the default) says nothing, which the check reports.
    ///   - handler: What to do with such a URL.
    public func setFallback(produces: [any ViewModel.Type]? = nil, _ handler: @escaping FallbackHandler) {
        let fallback = Fallback(handler: handler, produces: produces.map(Route.types))
        state.withLock { $0.fallback = fallback }
    }

    /// Opens `http` and `https` URLs that no route takes as web pages.
    ///
    /// - Parameters:
    ///   - presentation: Whether the page is pushed or presented.
    ///   - makeViewModel: Makes the page's view model; ``WebPageViewModel`` by default. Its type
    ///     is the one ``validateScreens(in:)`` looks for in the screen map.
    public func setWebPages<Page: ViewModel>(
        presentation: Presentation = .push,
        _ makeViewModel: @escaping @MainActor @Sendable (URL) -> Page = { WebPageViewModel(url: $0) }
    ) {
        let webPages = WebPages(presentation: presentation, makeViewModel: makeViewModel, produces: Page.self)
        state.withLock { $0.webPages = webPages }
    }

    /// The registered patterns, in registration order.
    public var patterns: [RoutePattern] { state.withLock { $0.table.patterns } }

    /// Every pair of routes that can match the same URL; see ``RouteTable/validate()``.
    ///
    /// - Returns: The overlaps.
    public func validate() -> [RouteOverlap] {
        state.withLock { $0.table }.validate()
    }

    /// A copy of the route table, to check registrations without making them.
    package func tableCopy() -> RouteTable<Route> {
        state.withLock { $0.table }
    }

    // MARK: Observers

    /// Reports every open — opened or failed, refusals included — to `observer`, on the main
    /// actor, after the navigation it caused.
    ///
    /// - Parameter observer: Called with each event.
    /// - Returns: The subscription; delivery stops when it is cancelled or released.
    public func subscribe(_ observer: @escaping @MainActor @Sendable (RouteEvent) -> Void) -> NavigationSubscription {
        let registration = BusRegistration(observer)
        observers.withLock { observers in
            observers.removeAll { $0.handler == nil }
            observers.append(registration)
        }
        return registration.subscription()
    }
}
