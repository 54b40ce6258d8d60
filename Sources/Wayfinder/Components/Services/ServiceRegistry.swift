import Foundation

/// Maps a service protocol to the implementation a module provides, so that modules use each
/// other's services without importing each other.
///
/// ```swift
/// protocol Greeting { func hello(_ name: String) -> String }
/// struct EnglishGreeting: Greeting { func hello(_ name: String) -> String { "Hello, \(name)" } }
///
/// let services = ServiceRegistry()
/// try services.register(Greeting.self) { _ in EnglishGreeting() }
/// let greeting = try services.resolve(Greeting.self)
/// ```
///
/// The factory's result must be of the registered type, so registering an implementation that
/// does not conform is a compile-time error, not a crash at run time.
///
/// Registration and resolution are safe from any thread. Resolutions run one at a time (a
/// recursive lock is held while a factory runs, so a factory may resolve its own dependencies,
/// and a shared instance is made exactly once); a dependency cycle fails with
/// ``ServiceRegistryError/circularDependency(_:)`` instead of recursing forever. The registry
/// hands shared instances to every thread that asks: make them `Sendable`, or keep them on one
/// actor.
public final class ServiceRegistry: @unchecked Sendable {
    // `@unchecked`: every stored property is read and written under `lock` only.

    private struct Registration {
        let scope: ServiceScope
        let make: @Sendable (ServiceRegistry) throws -> Any
        var shared: Any?
        weak var weakShared: AnyObject?
    }

    private let lock = NSRecursiveLock()
    private var registrations: [ObjectIdentifier: Registration] = [:]
    private var resolving: [ObjectIdentifier] = []
    private var names: [ObjectIdentifier: String] = [:]

    /// Creates an empty registry.
    public init() {}

    /// Registers how to make a service.
    ///
    /// - Parameters:
    ///   - service: The service type, usually a protocol: `Greeting.self`.
    ///   - scope: How long instances are kept (``ServiceScope/shared`` by default).
    ///   - replacing: Whether to replace an existing registration instead of failing.
    ///   - make: Makes an instance; it may resolve other services from the registry it is given.
    /// - Throws: ``ServiceRegistryError/alreadyRegistered(_:)`` when the type is registered and
    ///   `replacing` is `false`.
    public func register<Service>(
        _ service: Service.Type, scope: ServiceScope = .shared, replacing: Bool = false,
        _ make: @escaping @Sendable (ServiceRegistry) throws -> Service
    ) throws(ServiceRegistryError) {
        let key = ObjectIdentifier(service)
        let registration = Registration(scope: scope, make: { try make($0) })
        try withLock { () throws(ServiceRegistryError) in
            guard replacing || registrations[key] == nil else { throw .alreadyRegistered(ServiceRegistry.name(of: service)) }
            registrations[key] = registration
            names[key] = ServiceRegistry.name(of: service)
        }
    }

    /// Removes a service's registration and any instance the registry kept.
    ///
    /// - Parameter service: The service type.
    /// - Returns: Whether something was registered.
    @discardableResult
    public func unregister<Service>(_ service: Service.Type) -> Bool {
        withLock { registrations.removeValue(forKey: ObjectIdentifier(service)) != nil }
    }

    /// Whether something is registered for the service type.
    ///
    /// - Parameter service: The service type.
    /// - Returns: Whether `resolve` can find it.
    public func isRegistered<Service>(_ service: Service.Type) -> Bool {
        withLock { registrations[ObjectIdentifier(service)] != nil }
    }

    /// The names of the registered service types, sorted.
    public var registeredServices: [String] {
        withLock { registrations.keys.compactMap { names[$0] }.sorted() }
    }

    /// Makes or finds an instance of a service, according to its scope.
    ///
    /// - Parameter service: The service type.
    /// - Returns: The instance.
    /// - Throws: ``ServiceRegistryError/notRegistered(_:)``,
    ///   ``ServiceRegistryError/circularDependency(_:)`` or
    ///   ``ServiceRegistryError/factoryFailed(service:message:)``.
    public func resolve<Service>(_ service: Service.Type) throws(ServiceRegistryError) -> Service {
        let key = ObjectIdentifier(service)
        return try withLock { () throws(ServiceRegistryError) -> Service in
            guard let registration = registrations[key] else { throw .notRegistered(ServiceRegistry.name(of: service)) }
            switch registration.scope {
            case .shared:
                if let instance = registration.shared as? Service { return instance }
            case .weak:
                if let instance = registration.weakShared as? Service { return instance }
            case .transient:
                break
            }
            let instance = try make(key, registration, as: service)
            switch registration.scope {
            case .shared: registrations[key]?.shared = instance
            case .weak: registrations[key]?.weakShared = instance as AnyObject?
            case .transient: break
            }
            return instance
        }
    }

    // MARK: Internals

    /// Runs the factory, with the lock held, watching for cycles.
    private func make<Service>(
        _ key: ObjectIdentifier, _ registration: Registration, as service: Service.Type
    ) throws(ServiceRegistryError) -> Service {
        if let start = resolving.firstIndex(of: key) {
            let chain = resolving[start...].map { names[$0] ?? "?" } + [ServiceRegistry.name(of: service)]
            throw .circularDependency(chain)
        }
        resolving.append(key)
        defer { resolving.removeLast() }
        do {
            guard let instance = try registration.make(self) as? Service else {
                throw ServiceRegistryError.notRegistered(ServiceRegistry.name(of: service))
            }
            return instance
        } catch let error as ServiceRegistryError {
            throw error
        } catch {
            throw .factoryFailed(service: ServiceRegistry.name(of: service), message: String(describing: error))
        }
    }

    private func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    private static func name(of service: Any.Type) -> String {
        String(describing: service)
    }
}
