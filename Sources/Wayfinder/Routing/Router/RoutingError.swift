/// Why opening a URL failed. Whatever the reason, nothing changed.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum RoutingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not a URL with a scheme.
    case malformedURL(String)
    /// A ``RoutingPolicy`` rule refused the URL.
    case refused(RoutePolicyViolation)
    /// The rewrite rules went round in a cycle, or past 16 rewrites in one open: the URLs
    /// visited, in order.
    case rewriteLoop([String])
    /// No route matched, no web page took it, and there is no fallback.
    case noRoute(String)
    /// The URL's parameters did not decode into the route's parameters type: the handler did not
    /// run.
    case invalidParameter(RouteParameterError)
    /// The route's handler threw this error.
    case handlerFailed(pattern: String, error: UnderlyingError)
    /// The navigation the route asked for failed.
    case navigationFailed(NavigationError)
    /// ``Router/value(for:as:extras:)`` found a route that navigates, or returns a value of
    /// another type.
    case unexpectedValue(expected: String, found: String)

    /// A sentence describing the error.
    public var description: String {
        switch self {
        case .malformedURL(let url): "\"\(url)\" is not a URL with a scheme"
        case .refused(let violation): "refused: \(violation)"
        case .rewriteLoop(let urls): "the rewrite rules loop: \(urls.joined(separator: " → "))"
        case .noRoute(let url): "no route matches \(url)"
        case .invalidParameter(let error): "invalid \(error)"
        case .handlerFailed(let pattern, let error): "the handler of \(pattern) failed: \(error)"
        case .navigationFailed(let error): "navigation failed: \(error)"
        case .unexpectedValue(let expected, let found): "expected a value of type \(expected), found \(found)"
        }
    }
}
