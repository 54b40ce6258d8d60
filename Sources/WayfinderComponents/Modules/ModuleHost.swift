import Wayfinder

/// Assembles an app from modules: gives each the registries to register into, starts them in
/// priority order, hands them lifecycle events, and holds deep links until they have started.
///
/// ```swift
/// let host = ModuleHost(navigator: Navigator(screens: ScreenMap()), policy: RoutingPolicy(allowedSchemes: ["app"]))
/// try host.add(ProfileModule())   // registers "app://profile/:id" with access: .exposed
/// try host.add(SettingsModule())
/// let failures = host.start(launchOptions: [:])   // register, then didFinishLaunching
/// host.open(IncomingLink(url: "app://profile/7", origin: .otherApp(sourceApplication: "com.apple.mobilesafari")))
/// host.send(.didEnterBackground)
/// ```
@MainActor
public final class ModuleHost {
    /// Where the host is in its life.
    package enum Phase: Hashable, Sendable {
        /// Modules can be added.
        case idle
        /// ``start(launchOptions:)`` is running.
        case starting
        /// Every module has registered and heard `didFinishLaunching`.
        case started
    }

    /// The navigator; its screen map receives the modules' screens.
    public let navigator: Navigator
    /// The router the modules' routes go to.
    public let router: Router
    /// The services the modules provide each other (protocol to implementation).
    public let serviceRegistry: ServiceRegistry
    /// The mediator the modules' targets go to.
    public let mediator: Mediator
    /// The modules, in the order they register and hear events: by priority, then as added.
    public private(set) var modules: [any Module] = []
    /// Every failure so far, in order.
    package private(set) var failures: [ModuleFailure] = []
    /// Where the host is in its life.
    package private(set) var phase: Phase = .idle

    private var notStarted: Set<String> = []
    private var provided: [String: [ModuleProvision]] = [:]
    /// Events and deep links that arrived before the modules started, in order.
    private var pending: [Pending] = []
    /// Whether `start` is delivering what waited: what arrives meanwhile queues behind it.
    private var isDraining = false

    struct Pending {
        let event: LifecycleEvent
        let link: (url: String, origin: RouteOrigin, extras: [String: any Sendable])?
    }

    /// Creates a host around a navigator.
    ///
    /// - Parameters:
    ///   - navigator: The navigator; its services and screen map are shared with the modules.
    ///   - policy: The router's policy for URLs from outside the app; by default it lets none in
    ///     (name the schemes in `RoutingPolicy.allowedSchemes`).
    ///   - serviceRegistry: The service registry (a new one by default).
    ///   - mediator: The mediator (a new one by default).
    public init(
        navigator: Navigator, policy: RoutingPolicy = RoutingPolicy(), serviceRegistry: ServiceRegistry = ServiceRegistry(),
        mediator: Mediator = Mediator()
    ) {
        self.navigator = navigator
        self.router = Router(services: navigator.services, policy: policy)
        self.serviceRegistry = serviceRegistry
        self.mediator = mediator
    }

    /// Adds a module, before ``start(launchOptions:)``.
    ///
    /// - Parameter module: The module; its name must be new to the host.
    /// - Throws: ``ModuleHostError/duplicateModule(_:)`` when a module has its name,
    ///   ``ModuleHostError/alreadyStarted(_:)`` after start.
    public func add(_ module: any Module) throws(ModuleHostError) {
        guard phase == .idle else { throw .alreadyStarted(module.name) }
        guard !modules.contains(where: { $0.name == module.name }) else { throw .duplicateModule(module.name) }
        let position = modules.firstIndex { $0.priority < module.priority } ?? modules.endIndex
        modules.insert(module, at: position)
    }

    /// Starts the modules: each registers what it provides, in order (a module that throws has
    /// its registrations removed and does not start; the others do), then the started modules
    /// hear `didFinishLaunching`, then the deep links that arrived meanwhile are opened in order.
    ///
    /// - Parameter launchOptions: The launch options, passed on in `didFinishLaunching`.
    /// - Returns: The failures of this start-up, each naming its module.
    @discardableResult
    public func start(launchOptions: [String: any Sendable] = [:]) -> [ModuleFailure] {
        guard phase == .idle else { return [] }
        phase = .starting
        var failures: [ModuleFailure] = []
        for module in modules {
            let registrar = ModuleRegistrar(
                moduleName: module.name, services: navigator.services, screens: navigator.screens,
                router: router, serviceRegistry: serviceRegistry, mediator: mediator)
            do {
                try module.register(in: registrar)
                provided[module.name] = registrar.provisions
            } catch {
                registrar.rollBack()
                notStarted.insert(module.name)
                failures.append(ModuleFailure(module: module.name, phase: .registering, error: error))
            }
        }
        self.failures += failures
        failures += dispatch(.didFinishLaunching(options: launchOptions))
        phase = .started
        isDraining = true
        while !pending.isEmpty {
            _ = deliverNow(pending.removeFirst())
        }
        isDraining = false
        return failures
    }

    /// Hands an event to every started module, in order. A module that throws is reported; the
    /// others still hear the event. Before the modules have started, the event waits, with the
    /// deep links, and is sent after `didFinishLaunching`, in arrival order.
    ///
    /// - Parameter event: The event, with its payload.
    /// - Returns: The failures, each naming its module and the event (none while it waits).
    @discardableResult
    public func send(_ event: LifecycleEvent) -> [ModuleFailure] {
        guard phase == .started, !isDraining else {
            pending.append(Pending(event: event, link: nil))
            return []
        }
        return dispatch(event)
    }

    /// What a module registered, in order; empty for a module that failed to register.
    ///
    /// - Parameter module: The module's name.
    /// - Returns: Its screens, routes, services and targets.
    public func provisions(of module: String) -> [ModuleProvision] {
        provided[module] ?? []
    }

    // MARK: Internals

    /// Hands an event to every started module now.
    @discardableResult
    private func dispatch(_ event: LifecycleEvent) -> [ModuleFailure] {
        var failures: [ModuleFailure] = []
        for module in modules where !notStarted.contains(module.name) {
            do {
                try module.handle(event)
            } catch {
                failures.append(ModuleFailure(module: module.name, phase: .handling(event.name), error: error))
            }
        }
        self.failures += failures
        return failures
    }

    /// Sends the event and opens the link, or queues both until start-up is over (and behind
    /// what is already queued).
    func deliver(_ delivery: Pending) -> DeepLinkDelivery? {
        guard phase == .started, !isDraining else {
            pending.append(delivery)
            return .queued
        }
        return deliverNow(delivery)
    }

    private func deliverNow(_ delivery: Pending) -> DeepLinkDelivery? {
        dispatch(delivery.event)
        guard let link = delivery.link else { return nil }
        return .opened(router.open(IncomingLink(url: link.url, origin: link.origin), extras: link.extras))
    }
}
