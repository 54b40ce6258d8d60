/// Who may open a route: the app alone (the default), or the outside too.
///
/// A route is internal unless the app says otherwise: ``appOnly`` routes open only from the
/// app's own code (``RouteOrigin/app``, as ``Router/openInternal(_:extras:)`` opens), so a
/// route registered for the app's own buttons is never reachable from another app, a web page or
/// a notification. Mark the routes other apps, the web and notifications may open ``exposed``,
/// and name their schemes in ``RoutingPolicy/allowedSchemes``.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum RouteAccess: Hashable, Sendable {
    /// Only the app's own code (``RouteOrigin/app``); refused from every external origin with
    /// ``RoutePolicyViolation/notExposed(pattern:origin:)``, as a mediator refuses its
    /// native-only actions to remote callers. The default.
    case appOnly
    /// The app's own code, and every external origin the ``RoutingPolicy`` lets through.
    case exposed
}
