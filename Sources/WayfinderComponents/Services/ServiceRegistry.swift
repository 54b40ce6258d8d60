import Foundation
import Wayfinder

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
/// Registration and resolution are safe from any thread, and no lock is held while a factory
/// runs, so a factory may resolve its dependencies — from the registry it is given, on any
/// thread — or wait for the main actor. The registry a factory is given remembers the chain of
/// services being made, so a dependency cycle fails with
/// ``ServiceRegistryError/circularDependency(_:)`` instead of recursing forever. A shared (or
/// weak) instance is made once: a second caller waits for the first. The registry hands shared
/// instances to every thread that asks: make them `Sendable`, or keep them on one actor.
public final class ServiceRegistry: Sendable {
    private let storage: Storage
    /// The services being made by the factory this registry was handed to, outermost first.
    private let chain: [ObjectIdentifier]

    /// Creates an empty registry.
    public init() {
        storage = Storage()
        chain = []
    }

    private init(storage: Storage, chain: [ObjectIdentifier]) {
        self.storage = storage
        self.chain = chain
    }

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
        try storage.register(
            ObjectIdentifier(service), name: ServiceRegistry.name(of: service), scope: scope, replacing: replacing,
            make: { try make($0) })
    }

    /// Removes a service's registration and any instance the registry kept.
    ///
    /// - Parameter service: The service type.
    /// - Returns: Whether something was registered.
    @discardableResult
    package func unregister<Service>(_ service: Service.Type) -> Bool {
        storage.unregister(ObjectIdentifier(service))
    }

    /// Whether something is registered for the service type.
    ///
    /// - Parameter service: The service type.
    /// - Returns: Whether `resolve` can find it.
    package func isRegistered<Service>(_ service: Service.Type) -> Bool {
        storage.isRegistered(ObjectIdentifier(service))
    }

    /// The names of the registered service types, sorted.
    package var registeredServices: [String] { storage.names }

    /// Makes or finds an instance of a service, according to its scope.
    ///
    /// - Parameter service: The service type.
    /// - Returns: The instance.
    /// - Throws: ``ServiceRegistryError/notRegistered(_:)``,
    ///   ``ServiceRegistryError/circularDependency(_:)`` or
    ///   ``ServiceRegistryError/factoryFailed(service:error:)``.
    public func resolve<Service>(_ service: Service.Type) throws(ServiceRegistryError) -> Service {
        let key = ObjectIdentifier(service)
        let name = ServiceRegistry.name(of: service)
        if let start = chain.firstIndex(of: key) {
            throw .circularDependency(chain[start...].map(storage.name) + [name])
        }
        let instance = try storage.instance(for: key, name: name) { make throws(ServiceRegistryError) in
            do {
                return try make(ServiceRegistry(storage: storage, chain: chain + [key]))
            } catch let error as ServiceRegistryError {
                throw error
            } catch {
                throw .factoryFailed(service: name, error: UnderlyingError(error))
            }
        }
        guard let typed = instance as? Service else { throw .notRegistered(name) }
        return typed
    }

    private static func name(of service: Any.Type) -> String {
        String(describing: service)
    }
}

extension ServiceRegistry {
    /// The registrations and instances, shared by a registry and the views of it that factories
    /// receive. Guarded by a condition lock, never held while a factory runs.
    final class Storage: @unchecked Sendable {
        // `@unchecked`: every stored property is read and written with `condition` locked.

        typealias Factory = @Sendable (ServiceRegistry) throws -> Any

        private struct Registration {
            let scope: ServiceScope
            let make: Factory
            /// Tells registrations apart, so that an instance made for a replaced registration
            /// is not kept for the new one.
            let generation: Int
            var shared: Any?
            weak var weakShared: AnyObject?
            /// The thread making the shared or weak instance, while it does.
            var maker: ObjectIdentifier?
        }

        private let condition = NSCondition()
        private var registrations: [ObjectIdentifier: Registration] = [:]
        private var serviceNames: [ObjectIdentifier: String] = [:]
        private var lastGeneration = 0

        func register(
            _ key: ObjectIdentifier, name: String, scope: ServiceScope, replacing: Bool, make: @escaping Factory
        ) throws(ServiceRegistryError) {
            try locked { () throws(ServiceRegistryError) in
                guard replacing || registrations[key] == nil else { throw .alreadyRegistered(name) }
                lastGeneration += 1
                registrations[key] = Registration(scope: scope, make: make, generation: lastGeneration)
                serviceNames[key] = name
                condition.broadcast()
            }
        }

        func unregister(_ key: ObjectIdentifier) -> Bool {
            let removed = locked {
                defer { condition.broadcast() }
                return registrations.removeValue(forKey: key)
            }
            return removed != nil  // the registration, and any instance, is released here
        }

        func isRegistered(_ key: ObjectIdentifier) -> Bool {
            locked { registrations[key] != nil }
        }

        var names: [String] {
            locked { registrations.keys.compactMap { serviceNames[$0] }.sorted() }
        }

        func name(_ key: ObjectIdentifier) -> String {
            locked { serviceNames[key] ?? "?" }
        }

        /// The instance for a key: a kept one, or one `make` makes with the registration's
        /// factory, outside the lock. A shared or weak instance being made by another caller is
        /// waited for.
        func instance(
            for key: ObjectIdentifier, name: String,
            make: (Factory) throws(ServiceRegistryError) -> Any
        ) throws(ServiceRegistryError) -> Any {
            condition.lock()
            let thread = ObjectIdentifier(Thread.current)
            var factory: Factory
            var generation: Int
            while true {
                guard let registration = registrations[key] else {
                    condition.unlock()
                    throw .notRegistered(name)
                }
                if let kept = registration.shared ?? registration.weakShared {
                    condition.unlock()
                    return kept
                }
                guard registration.scope != .transient else {
                    condition.unlock()
                    return try make(registration.make)
                }
                guard let maker = registration.maker else {
                    factory = registration.make
                    generation = registration.generation
                    break
                }
                // The factory reached for its own service through the outer registry rather than
                // the one it was given: waiting would never end.
                guard maker != thread else {
                    condition.unlock()
                    throw .circularDependency([name, "…", name])
                }
                condition.wait()
            }
            registrations[key]?.maker = thread
            condition.unlock()

            let result = Result { () throws(ServiceRegistryError) in try make(factory) }

            condition.lock()
            defer {
                condition.broadcast()
                condition.unlock()
            }
            guard registrations[key]?.generation == generation else { return try result.get() }
            registrations[key]?.maker = nil
            let instance = try result.get()
            switch registrations[key]?.scope {
            case .shared: registrations[key]?.shared = instance
            case .weak: registrations[key]?.weakShared = instance as AnyObject
            case .transient, nil: break
            }
            return instance
        }

        private func locked<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
            condition.lock()
            defer { condition.unlock() }
            return try body()
        }
    }
}
