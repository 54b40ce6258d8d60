import Wayfinder

/// One thing a module registered: what the host reports as "who provides it".
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum ModuleProvision: Hashable, Sendable, CustomStringConvertible {
    /// A screen, by its entry name in the `ScreenMap`.
    case screen(String)
    /// A route, by pattern.
    case route(String)
    /// A service, by type name.
    case service(String)
    /// A mediator target, by name.
    case target(String)

    /// `screen ProfileViewModel`, `route app://profile/:id`, …
    public var description: String {
        switch self {
        case .screen(let name): "screen \(name)"
        case .route(let pattern): "route \(pattern)"
        case .service(let name): "service \(name)"
        case .target(let name): "target \(name)"
        }
    }
}
