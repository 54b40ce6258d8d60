import Foundation

/// Opens URLs: rewrite rules, then policies, then the route table, then the route's handler,
/// whose answer goes to ``NavigationServices`` — the same bus, interceptors and stack as a view
/// model's own calls.
///
/// ```swift
/// let router = Router(services: navigator.services)
/// try router.register("app://repos/:owner/:repo/issues/:number<Int>") { request in
///     let owner = request.parameters["owner"]!, repo = request.parameters["repo"]!
///     return .resetStack([
///         RepositoryListViewModel(),
///         RepositoryViewModel(owner: owner, name: repo),
///         IssueViewModel(number: request.parameter("number", as: Int.self)!),
///     ])
/// }
/// router.open("app://repos/apple/swift/issues/7", origin: .otherApp(sourceApplication: "com.apple.mobilesafari"))
/// ```
///
/// Registering, matching, ``canOpen(_:origin:)`` and ``explain(_:origin:)`` are safe from any
/// thread; ``open(_:origin:extras:)`` runs on the main actor, where navigation happens.
public final class Router: Sendable {
    /// A route's handler: what to do with a match. It runs on the main actor.
    public typealias Handler = @MainActor @Sendable (RouteRequest) throws -> RouteDestination
    /// The fallback's handler: what to do with a URL no route takes, given why.
    public typealias FallbackHandler = @MainActor @Sendable (FallbackRequest) throws -> RouteDestination

    /// How many rewrites one open may go through before it fails with
    /// ``RoutingError/rewriteLoop(_:)`` (a cycle fails as soon as it closes).
    public static let maximumRewrites = 16

    struct Route: Sendable {
        let handler: Handler
        let access: RouteAccess
        let sourceApps: Set<String>?
    }

    struct WebPages: Sendable {
        let presentation: Presentation
        let makeViewModel: @MainActor @Sendable (URL) -> any ViewModel
    }

    struct State: Sendable {
        var table = RouteTable<Route>()
        var rewriteRules: [RewriteRule] = []
        var policy: RoutingPolicy
        var fallback: FallbackHandler?
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

    /// Registers a route.
    ///
    /// - Parameters:
    ///   - pattern: The pattern; see ``RoutePattern`` for the grammar.
    ///   - access: Who may open it; ``RouteAccess/internalOnly`` refuses every external origin.
    ///   - sourceApps: The other apps that may open it (bundle identifiers), or `nil` to leave it
    ///     to ``RoutingPolicy/allowedSourceApps``. It concerns
    ///     ``RouteOrigin/otherApp(sourceApplication:)`` only: web pages and notifications have no
    ///     source app (make the route ``RouteAccess/internalOnly`` to keep them out).
    ///   - handler: What to do with a match, on the main actor.
    /// - Throws: ``RouteTableError`` when the pattern is invalid or identical to a registered
    ///   one; nothing is registered then.
    public func register(
        _ pattern: String, access: RouteAccess = .anyOrigin, sourceApps: Set<String>? = nil,
        _ handler: @escaping Handler
    ) throws(RouteTableError) {
        let route = Route(handler: handler, access: access, sourceApps: sourceApps)
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
    /// - Parameter handler: What to do with such a URL.
    public func setFallback(_ handler: @escaping FallbackHandler) {
        state.withLock { $0.fallback = handler }
    }

    /// Opens `http` and `https` URLs that no route takes as web pages.
    ///
    /// - Parameters:
    ///   - presentation: Whether the page is pushed or presented.
    ///   - makeViewModel: Makes the page's view model; ``WebPageViewModel`` by default.
    public func setWebPages(
        presentation: Presentation = .push,
        _ makeViewModel: @escaping @MainActor @Sendable (URL) -> any ViewModel = { WebPageViewModel(url: $0) }
    ) {
        state.withLock { $0.webPages = WebPages(presentation: presentation, makeViewModel: makeViewModel) }
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
    func tableCopy() -> RouteTable<Route> {
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
