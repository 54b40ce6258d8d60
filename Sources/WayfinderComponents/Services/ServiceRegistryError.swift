import Wayfinder

/// Why a ``ServiceRegistry`` could not register or resolve a service.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum ServiceRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing is registered for this service type.
    case notRegistered(String)
    /// Something is registered for this service type already; register with `replacing: true`
    /// to replace it.
    case alreadyRegistered(String)
    /// Resolving the service needs the service itself: the chain of types, ending where it
    /// started.
    case circularDependency([String])
    /// The service's factory threw this error.
    case factoryFailed(service: String, error: UnderlyingError)

    /// A sentence describing the error.
    public var description: String {
        switch self {
        case .notRegistered(let service): "no implementation is registered for \(service)"
        case .alreadyRegistered(let service):
            "an implementation of \(service) is registered already (pass replacing: true to replace it)"
        case .circularDependency(let chain): "circular dependency: \(chain.joined(separator: " → "))"
        case .factoryFailed(let service, let error): "the factory of \(service) failed: \(error)"
        }
    }
}
