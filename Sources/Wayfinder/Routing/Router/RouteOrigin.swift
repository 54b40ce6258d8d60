/// Where a URL being opened comes from. Every open names it, and the ``RoutingPolicy`` decides
/// by it: only ``app`` is internal.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum RouteOrigin: Hashable, Sendable, CustomStringConvertible {
    /// The app's own code: a view model, a module, a test.
    case app
    /// Another app opened the URL; `sourceApplication` is its bundle identifier when the system
    /// tells it.
    case otherApp(sourceApplication: String?)
    /// A web page or a universal link; `referrer` is the page's URL when known.
    case webPage(referrer: String?)
    /// A push notification's payload.
    case pushNotification

    /// Whether the URL comes from outside the app (every origin but ``app``).
    var isExternal: Bool { self != .app }

    /// A short name such as `app`, `otherApp(com.example.mail)` or `pushNotification`.
    public var description: String {
        switch self {
        case .app: "app"
        case .otherApp(let source): "otherApp(\(source ?? "unknown"))"
        case .webPage(let referrer): "webPage(\(referrer ?? "unknown"))"
        case .pushNotification: "pushNotification"
        }
    }
}
