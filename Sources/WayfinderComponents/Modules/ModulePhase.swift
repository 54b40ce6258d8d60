import Wayfinder

/// When a module failed: while registering what it provides, or while handling an event.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum ModulePhase: Hashable, Sendable, CustomStringConvertible {
    /// While registering its screens, routes, services and targets.
    case registering
    /// While handling the lifecycle event of this name (the case's name, as in `didEnterBackground` or `custom(sync)`).
    case handling(String)

    /// `register`, or the event's name.
    public var description: String {
        switch self {
        case .registering: "register"
        case .handling(let event): event
        }
    }
}
