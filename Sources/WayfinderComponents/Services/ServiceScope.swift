import Wayfinder

/// How long a ``ServiceRegistry`` keeps the instances it makes.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum ServiceScope: Hashable, Sendable {
    /// A new instance for every `resolve`.
    case transient
    /// One instance, made on the first `resolve` and kept by the registry.
    case shared
    /// One instance while someone else holds it: the registry keeps it weakly and makes a new one
    /// once it is gone. An instance that is not a class cannot be held weakly and is made anew
    /// each time, as with ``transient``.
    case weak
}
