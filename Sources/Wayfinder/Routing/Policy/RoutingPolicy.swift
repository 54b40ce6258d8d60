/// The rules a ``Router`` applies to the URLs it opens, above all those from outside the app.
///
/// Checked in this order, and each refusal is a ``RoutingError/refused(_:)`` naming the rule:
/// 1. on the URL as opened, for every origin: ``maximumURLLength`` and control characters;
/// 2. after the rewrite rules, on the URL to match: the same two again (a rewrite can decode),
///    ``maximumSegments`` and ``maximumQueryItems`` for every origin; for external origins,
///    ``allowedSchemes``; for ``RouteOrigin/otherApp(sourceApplication:)``,
///    ``allowedSourceApps``;
/// 3. on the matched route, for external origins: ``RouteAccess/internalOnly`` and the route's
///    own source-app list.
///
/// The app's own code (``RouteOrigin/app``) is trusted with schemes, source apps and
/// internal-only routes, but not with limits: an over-long URL is refused from anyone.
public struct RoutingPolicy: Hashable, Sendable {
    /// The schemes external origins may open (lowercase), or `nil` to allow any scheme a route
    /// or the web page can handle. Set it to your business schemes (`["myapp", "https"]`).
    public var allowedSchemes: Set<String>? {
        didSet { allowedSchemes = allowedSchemes.map(RoutingPolicy.lowercased) }
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
    ///   - allowedSchemes: The schemes external origins may open, or `nil` for any.
    ///   - allowedSourceApps: The apps that may open URLs, or `nil` for any.
    ///   - maximumURLLength: The longest URL accepted, in UTF-8 bytes (default 4,096).
    ///   - maximumQueryItems: The most query items accepted (default 64).
    ///   - maximumSegments: The most routing segments accepted (default 32).
    public init(
        allowedSchemes: Set<String>? = nil, allowedSourceApps: Set<String>? = nil,
        maximumURLLength: Int = 4096, maximumQueryItems: Int = 64, maximumSegments: Int = 32
    ) {
        self.allowedSchemes = allowedSchemes.map(RoutingPolicy.lowercased)
        self.allowedSourceApps = allowedSourceApps
        self.maximumURLLength = maximumURLLength
        self.maximumQueryItems = maximumQueryItems
        self.maximumSegments = maximumSegments
    }

    private static func lowercased(_ schemes: Set<String>) -> Set<String> {
        Set(schemes.map { $0.lowercased() })
    }
}
