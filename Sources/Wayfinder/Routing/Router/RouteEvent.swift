/// What a ``Router`` reports to its observers once each open has ended: so that an app can log
/// deep links, and above all the ones it refused or that never landed. A link whose navigation
/// was queued or held by a guard is reported when that navigation is performed or fails, never
/// before.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum RouteEvent: Sendable, CustomStringConvertible {
    /// How an opened URL was handled.
    #if hasAttribute(nonexhaustive)
    @nonexhaustive
    #endif
    public enum Handler: Hashable, Sendable {
        /// By the route with this pattern.
        case route(String)
        /// By the web page view model.
        case webPage
        /// By the fallback handler.
        case fallback
    }

    /// The URL was opened.
    case opened(url: String, origin: RouteOrigin, by: Handler)
    /// The URL was not opened: refused by a policy, unmatched, a rewrite loop, a failing
    /// handler or a failed navigation (at once, or later: cancelled by a guard, timed out).
    /// Nothing changed.
    case failed(url: String, origin: RouteOrigin, error: RoutingError)

    /// A line such as `opened app://user/7 from app by app://user/:id`.
    public var description: String {
        switch self {
        case .opened(let url, let origin, let handler):
            let by = switch handler {
            case .route(let pattern): pattern
            case .webPage: "the web page"
            case .fallback: "the fallback"
            }
            return "opened \(url) from \(origin) by \(by)"
        case .failed(let url, let origin, let error):
            return "failed \(url) from \(origin): \(error)"
        }
    }
}
