/// The rules a ``Router`` applies to the URLs it opens, above all those from outside the app.
///
/// The defaults let nothing in from outside: ``allowedSchemes`` and ``allowedWebHosts`` are
/// empty, and routes are ``RouteAccess/appOnly`` unless registered ``RouteAccess/exposed``.
/// Name what the outside may open:
///
/// ```swift
/// let router = Router(services: navigator.services, policy: RoutingPolicy(
///     allowedSchemes: ["myapp", "https"], allowedWebHosts: ["www.shop.com"]))
/// ```
///
/// Checked in this order, and each refusal is a ``RoutingError/refused(_:)`` naming the rule:
/// 1. on the URL as opened, for every origin: ``maximumURLLength`` and control characters;
/// 2. after the rewrite rules, on the URL to match: the same two again (a rewrite can decode),
///    ``maximumSegments`` and ``maximumQueryItems`` for every origin; for external origins,
///    ``allowedSchemes`` and dot segments; for ``RouteOrigin/otherApp(sourceApplication:)``,
///    ``allowedSourceApps``; for every origin, one reading of the URL (and of the URL as opened,
///    if rewritten), which refuses what Foundation or a browser could read with another host or
///    path (``RoutePolicyViolation/ambiguousURL(_:offset:)``);
/// 3. on the matched route, for external origins: ``RouteAccess/exposed`` and the route's
///    own source-app list; when no route matches and the web pages would show an `http` or
///    `https` URL from an external origin, ``allowedWebHosts``.
///
/// The app's own code (``RouteOrigin/app``) is trusted with schemes, source apps, web hosts and
/// app-only routes, but not with limits: an over-long URL is refused from anyone.
public struct RoutingPolicy: Hashable, Sendable {
    /// The schemes external origins may open (lowercased); none by default, so that every link
    /// from outside the app is refused with ``RoutePolicyViolation/schemeNotAllowed(_:)`` until
    /// the app names its own (`["myapp", "https"]`). The app's own links need no scheme here.
    public var allowedSchemes: Set<String> {
        didSet { allowedSchemes = RoutingPolicy.lowercased(allowedSchemes) }
    }
    /// The hosts whose `http` and `https` pages external origins may open as web pages
    /// (``Router/setWebPages(presentation:_:)``), matched exactly (`"shop.com"` does not admit
    /// `"www.shop.com"`); none by default. They are kept as hosts compare: lowercased, an IPv6
    /// literal without brackets, a host in another script in the ASCII form Foundation gives it
    /// (`"bücher.example"` is kept as `"xn--bcher-kva.example"`). A URL a route takes is judged
    /// by the route, not by this list, and the app's own links open any host. The scheme must be
    /// in ``allowedSchemes`` too.
    public var allowedWebHosts: Set<String> {
        didSet { allowedWebHosts = Set(allowedWebHosts.map(HostName.comparable)) }
    }
    /// The bundle identifiers of apps that may open URLs, or `nil` for any. An app that did not
    /// tell its identifier is refused when a list is set.
    public var allowedSourceApps: Set<String>?
    /// The longest URL accepted, in UTF-8 bytes.
    public var maximumURLLength: Int
    /// The most query items accepted.
    public var maximumQueryItems: Int
    /// The most routing segments (host included) accepted.
    public var maximumSegments: Int

    /// Creates a policy.
    ///
    /// - Parameters:
    ///   - allowedSchemes: The schemes external origins may open; none by default.
    ///   - allowedWebHosts: The hosts whose web pages external origins may open; none by default.
    ///   - allowedSourceApps: The apps that may open URLs, or `nil` for any.
    ///   - maximumURLLength: The longest URL accepted, in UTF-8 bytes (default 4,096).
    ///   - maximumQueryItems: The most query items accepted (default 64).
    ///   - maximumSegments: The most routing segments accepted (default 32).
    public init(
        allowedSchemes: Set<String> = [], allowedWebHosts: Set<String> = [], allowedSourceApps: Set<String>? = nil,
        maximumURLLength: Int = 4096, maximumQueryItems: Int = 64, maximumSegments: Int = 32
    ) {
        self.allowedSchemes = RoutingPolicy.lowercased(allowedSchemes)
        self.allowedWebHosts = Set(allowedWebHosts.map(HostName.comparable))
        self.allowedSourceApps = allowedSourceApps
        self.maximumURLLength = maximumURLLength
        self.maximumQueryItems = maximumQueryItems
        self.maximumSegments = maximumSegments
    }

    private static func lowercased(_ names: Set<String>) -> Set<String> {
        Set(names.map { $0.lowercased() })
    }
}
