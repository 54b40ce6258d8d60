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
/// let router = Router(services: navigator.services, policy: RoutingPolicy(allowedSchemes: ["app"]))
/// try router.register(
///     "app://repos/:owner/:repo/issues/:number<Int>", access: .exposed,
///     shows: [RepositoryListViewModel.self, RepositoryViewModel.self, IssueViewModel.self]
/// ) { (link: IssueLink, request) in
///     .navigate(.resetStack([
///         RepositoryListViewModel(),
///         RepositoryViewModel(owner: link.owner, name: link.repo),
///         IssueViewModel(number: link.number),
///     ]))
/// }
/// router.open(IncomingLink(url: "app://repos/apple/swift/issues/7", origin: .otherApp(sourceApplication: "com.apple.mobilesafari")))
/// router.openInternal("app://repos/apple/swift/issues/7")
/// ```
///
/// Routes are ``RouteAccess/appOnly`` unless registered ``RouteAccess/exposed``, and the
/// outside opens only the schemes ``RoutingPolicy/allowedSchemes`` names: with every default, no
/// link from outside the app opens anything.
///
/// One way for each task:
/// - **register** a route with ``register(_:access:sourceApps:shows:_:)-8xmsk``: its
///   parameters decode into a `Decodable` type of the app's, checked against the pattern when the
///   route is registered (a route with no parameters, or that reads them as text, takes the
///   request alone: ``register(_:access:sourceApps:shows:_:)-7g0p5``). A route that lists the
///   view models it shows in `shows:` lets ``validateScreens(in:)`` find a missing screen at
///   start-up.
/// - **open** a URL from outside the app with ``open(_:extras:)``: an ``IncomingLink`` carries it
///   with its origin, which the ``RoutingPolicy`` judges it by; the app's own links go through
///   ``openInternal(_:extras:)``; ``openAndWait(_:extras:)`` returns once the link's navigation
///   has ended, however long a guard held it.
/// - **ask** without opening with ``canOpen(_:)``, ``explain(_:)`` and
///   ``value(for:as:extras:)``, which take an ``IncomingLink`` too.
///
/// Registering, matching, ``canOpen(_:)`` and ``explain(_:)`` are safe from any thread;
/// ``open(_:extras:)`` runs on the main actor, where navigation happens.
public final class Router: Sendable {
    /// A route's handler: what to do with a match. It runs on the main actor.
    package typealias Handler = @MainActor @Sendable (RouteRequest) throws -> RouteDestination
    /// The fallback's handler: what to do with a URL no route takes, given why.
    typealias FallbackHandler = @MainActor @Sendable (FallbackRequest) throws -> RouteDestination

    /// How many rewrites one open may go through before it fails with
    /// ``RoutingError/rewriteLoop(_:)`` (a cycle fails as soon as it closes).
    package static let maximumRewrites = 16

    struct WebPages: Sendable {
        let presentation: Presentation
        let makeViewModel: @MainActor @Sendable (URL) -> any ViewModel
        /// The type `makeViewModel` returns.
        let shows: Any.Type
    }

    struct Fallback: Sendable {
        let handler: FallbackHandler
        /// The view-model types it shows, or `nil` when it does not say.
        let shows: [Any.Type]?
    }

    struct State: Sendable {
        var table = RouteTable<Route>()
        var rewriteRules: [RewriteRule] = []
        var policy: RoutingPolicy
        var fallback: Fallback?
        var webPages: WebPages?
    }

    /// The services routes navigate with.
    let services: any NavigationServices
    /// The same services when they are a navigator's, which tell a link how a queued or held
    /// navigation ended (cast once, not on every open).
    let navigatorServices: BusNavigationServices?
    let state: Locked<State>
    let observers = Locked<[BusRegistration<@MainActor @Sendable (RouteEvent) -> Void>]>([])

    /// Creates a router with no routes.
    ///
    /// - Parameters:
    ///   - services: The services routes navigate with, usually ``Navigator/services``.
    ///   - policy: The rules for URLs, above all those from outside the app.
    public init(services: any NavigationServices, policy: RoutingPolicy = RoutingPolicy()) {
        self.services = services
        self.navigatorServices = services as? BusNavigationServices
        self.state = Locked(State(policy: policy))
        navigatorServices?.journeyRouter.withLock { if $0.router == nil { $0.router = self } }
    }

    // MARK: Registration

    /// Registers a route whose handler takes the request alone: a route with no parameters, or
    /// one that reads them as text (``RouteRequest/match``), with its origin and extras.
    ///
    /// ```swift
    /// try router.register("app://share", shows: [ShareViewModel.self]) { request in
    ///     guard let image = request.extras["image"] as? Data else { throw MissingAttachment() }
    ///     return .navigate(.present(ShareViewModel(image: image), style: .sheet))
    /// }
    /// ```
    ///
    /// A route with parameters is best registered with
    /// ``register(_:access:sourceApps:shows:_:)-8xmsk``, which decodes them into a type of the
    /// app's and checks it against the pattern.
    ///
    /// - Parameters:
    ///   - pattern: The pattern; see <doc:PatternsAndPrecedence> for the grammar.
    ///   - access: Who may open it: ``RouteAccess/appOnly`` (the default) refuses every external
    ///     origin; ``RouteAccess/exposed`` lets in those the ``RoutingPolicy`` does.
    ///   - sourceApps: The other apps that may open it (bundle identifiers), or `nil` to leave it
    ///     to ``RoutingPolicy/allowedSourceApps``. It concerns
    ///     ``RouteOrigin/otherApp(sourceApplication:)`` only: web pages and notifications have no
    ///     source app (leave the route ``RouteAccess/appOnly`` to keep them out).
    ///   - shows: Every view-model type the handler can put on the stack, so that
    ///     ``validateScreens(in:)`` can check their screens at start-up; `[]` for a route that
    ///     navigates nowhere, `nil` (the default) to say nothing, which the check reports.
    ///   - handler: What to do with a match, on the main actor.
    /// - Throws: ``RouteTableError`` when the pattern is invalid or identical to a registered
    ///   one; nothing is registered then.
    public func register(
        _ pattern: String, access: RouteAccess = .appOnly, sourceApps: Set<String>? = nil,
        shows: [any ViewModel.Type]? = nil,
        _ handler: @escaping @MainActor @Sendable (RouteRequest) throws -> RouteDestination
    ) throws(RouteTableError) {
        try register(pattern, Route(access: access, sourceApps: sourceApps, shows: shows, handler))
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

    /// Appends a rewrite rule, which turns one URL into another before matching: a regular
    /// expression over the whole URL and a template. Rules are tried in the order added.
    ///
    /// ```swift
    /// try router.addRewriteRule(#"(?:https://)?www\.shop\.com/search/(.*)"#, "app://page/search?product=$$1")
    /// // https://www.shop.com/search/red shoes → app://page/search?product=red%20shoes
    /// ```
    ///
    /// The expression must match the **whole** URL (it is anchored at both ends), in
    /// `NSRegularExpression` (ICU) syntax, and its backtracking is bounded. The template's variables
    /// (`$1`, `$$1` percent-encoded, `$#1` percent-decoded, `$host`, `$path`…) are listed in
    /// <doc:RewriteRules>, with how rules chain and how the policy checks what they make.
    ///
    /// - Parameters:
    ///   - pattern: A regular expression the whole URL must match.
    ///   - template: The URL to produce, with variables.
    /// - Throws: ``RewriteRuleError`` when the expression does not compile or the template holds
    ///   an unknown variable; nothing is added then.
    public func addRewriteRule(_ pattern: String, _ template: String) throws(RewriteRuleError) {
        let rule = try RewriteRule(pattern, template)
        state.withLock { $0.rewriteRules.append(rule) }
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
    ///   - shows: Every view-model type the fallback can put on the stack, for
    ///     ``validateScreens(in:)``; `nil` (the default) says nothing, which the check reports.
    ///   - handler: What to do with such a URL.
    public func setFallback(
        shows: [any ViewModel.Type]? = nil,
        _ handler: @escaping @MainActor @Sendable (FallbackRequest) throws -> RouteDestination
    ) {
        let fallback = Fallback(handler: handler, shows: shows.map(Route.types))
        state.withLock { $0.fallback = fallback }
    }

    /// Opens `http` and `https` URLs that no route takes as web pages: the app's own of any
    /// host, those from outside the app only for the hosts ``RoutingPolicy/allowedWebHosts``
    /// names (with their scheme in ``RoutingPolicy/allowedSchemes``); any other host from
    /// outside is refused with ``RoutePolicyViolation/webHostNotAllowed(_:)``.
    ///
    /// - Parameters:
    ///   - presentation: Whether the page is pushed or presented.
    ///   - makeViewModel: Makes the page's view model; ``WebPageViewModel`` by default. Its type
    ///     is the one ``validateScreens(in:)`` looks for in the screen map.
    public func setWebPages<Page: ViewModel>(
        presentation: Presentation = .push,
        _ makeViewModel: @escaping @MainActor @Sendable (URL) -> Page = { WebPageViewModel(url: $0) }
    ) {
        let webPages = WebPages(presentation: presentation, makeViewModel: makeViewModel, shows: Page.self)
        state.withLock { $0.webPages = webPages }
    }

    /// The registered patterns, as written, in registration order.
    public var patterns: [String] { state.withLock { $0.table.patterns }.map(\.text) }

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
    /// actor, once the navigation it caused has ended: at once, or, for a link whose navigation
    /// was queued or held by a guard (a sign-in first), when it is performed or fails.
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
