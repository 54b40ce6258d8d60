import Wayfinder

/// What ``ModuleHost/open(_:extras:)`` did with a URL.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum DeepLinkDelivery: Sendable {
    /// The modules have not finished starting: the URL waits and is opened, in arrival order,
    /// as soon as they have.
    case queued
    /// The URL was opened; the router's result.
    case opened(Result<RouteOutcome, RoutingError>)
}
