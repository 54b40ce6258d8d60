/// Who may open a route.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum RouteAccess: Hashable, Sendable {
    /// Any origin the ``RoutingPolicy`` lets through.
    case anyOrigin
    /// Only the app's own code (``RouteOrigin/app``); refused from every external origin, as
    /// a mediator refuses its native-only actions to remote callers.
    case internalOnly
}
