import Foundation
import Wayfinder

/// Calls actions of named targets, for callers that cannot import the module that provides
/// them: locally, or from a URL when the action allows it.
///
/// ```swift
/// let mediator = Mediator()
/// try mediator.register("Profile") { ProfileTarget() }
/// let viewModel = try mediator.perform("Profile", action: "viewModel", parameters: ["id": 7]).get()
/// ```
///
/// Wrap the stringly calls in a typed extension per module, as CTMediator's categories do:
///
/// ```swift
/// extension Mediator {
///     func profileViewModel(userID: Int) -> ProfileViewModel? {
///         try? perform("Profile", action: "viewModel", parameters: ["id": userID]).get() as? ProfileViewModel
///     }
/// }
/// ```
///
/// An unknown target goes to the fallback (``setFallback(_:)``), then fails with
/// ``MediatorError/targetNotFound(_:)``; an unknown action goes to the target's `notFound`
/// action, then to the fallback, then fails with ``MediatorError/actionNotFound(target:action:)``.
/// Registering is safe from any thread; targets are made and called on the main actor.
public final class Mediator: Sendable {
    /// What the fallback receives: the target and action asked for, and the parameters.
    public typealias Fallback = @MainActor @Sendable (
        _ target: String, _ action: String, _ parameters: [String: any Sendable]
    ) throws -> (any Sendable)??

    /// The parameter a target's `notFound` action finds the missing action's name under.
    public static let missingActionKey = "mediator.missingAction"

    private struct Registration {
        /// Tells registrations of one name apart, so that a target made for a removed
        /// registration is not cached.
        let token: Int
        let make: @MainActor @Sendable () -> any MediatorTarget
    }

    private struct State {
        var factories: [String: Registration] = [:]
        var lastToken = 0
        var cache: [String: any MediatorTarget] = [:]
        var fallback: Fallback?
    }

    private let state = Locked(State())

    /// Creates a mediator with no targets.
    public init() {}

    /// Registers a target by name.
    ///
    /// - Parameters:
    ///   - name: The name callers use.
    ///   - makeTarget: Makes the target when it is called (and, when cached, once).
    /// - Throws: ``MediatorError/duplicateTarget(_:)`` when the name is taken.
    public func register(
        _ name: String, _ makeTarget: @escaping @MainActor @Sendable () -> any MediatorTarget
    ) throws(MediatorError) {
        try state.withLock { (state: inout State) throws(MediatorError) in
            guard state.factories[name] == nil else { throw .duplicateTarget(name) }
            state.lastToken += 1
            state.factories[name] = Registration(token: state.lastToken, make: makeTarget)
        }
    }

    /// Removes a target and its cached instance.
    ///
    /// - Parameter name: The target's name.
    /// - Returns: Whether it was registered.
    @discardableResult
    public func unregister(_ name: String) -> Bool {
        let removed = state.withLock { state in
            (state.factories.removeValue(forKey: name), state.cache.removeValue(forKey: name))
        }
        return removed.0 != nil
    }

    /// The registered target names, sorted.
    package var targets: [String] { state.withLock { $0.factories.keys.sorted() } }

    /// Sets what answers calls no target or action takes: return a value, or `nil` (the outer
    /// optional) to let the call fail.
    ///
    /// - Parameter fallback: Called with the target and action names and the parameters.
    public func setFallback(_ fallback: @escaping Fallback) {
        state.withLock { $0.fallback = fallback }
    }

    /// Whether a target instance is cached.
    ///
    /// - Parameter name: The target's name.
    /// - Returns: Whether a cached instance exists.
    package func isCached(_ name: String) -> Bool {
        state.withLock { $0.cache[name] != nil }
    }

    /// Releases a cached target; the next call makes a new one.
    ///
    /// - Parameter name: The target's name.
    public func releaseCachedTarget(_ name: String) {
        let released = state.withLock { $0.cache.removeValue(forKey: name) }
        withExtendedLifetime(released) {}  // released here, outside the lock
    }

    // MARK: Calls

    /// Calls an action of a target.
    ///
    /// - Parameters:
    ///   - target: The target's name.
    ///   - action: The action's name.
    ///   - parameters: Values by name, of any `Sendable` type.
    ///   - shouldCacheTarget: Whether to keep the target for later calls (a cached target is
    ///     reused whatever this says, until ``releaseCachedTarget(_:)``).
    /// - Returns: The action's value (`nil` when it returns none), or why the call failed.
    @MainActor
    @discardableResult
    public func perform(
        _ target: String, action: String, parameters: [String: any Sendable] = [:],
        shouldCacheTarget: Bool = false
    ) -> Result<(any Sendable)?, MediatorError> {
        guard let instance = self.target(named: target, caching: shouldCacheTarget) else {
            return fallback(target, action, parameters) ?? .failure(.targetNotFound(target))
        }
        if let found = instance.actions.first(where: { $0.name == action }) {
            return run(found, target: target, parameters: parameters)
        }
        if let notFound = instance.notFound {
            var parameters = parameters
            parameters[Mediator.missingActionKey] = action
            return run(notFound, target: target, parameters: parameters)
        }
        return fallback(target, action, parameters) ?? .failure(.actionNotFound(target: target, action: action))
    }

    /// Calls an action from a URL, `scheme://target/action?name=value&…`, as another app or a
    /// web page would, judged first by a routing policy for the URL's origin: its limits and
    /// control characters, then for an external origin its schemes, source apps and dot
    /// segments, as `Router.open(_:extras:)` judges a link (pass the
    /// router's `Router.policy`). Then only actions marked remote-callable run, whatever the
    /// origin; the target's `notFound` and the fallback are never used, and the target is not
    /// cached. Query values arrive as `String`s (a repeated name as `[String]`).
    ///
    /// There is no default origin. An app with a ``ModuleHost`` lets its router take such URLs
    /// instead (``ModuleHost/routeRemoteCalls(scheme:access:)``), which also applies the router's
    /// rewrite rules and its route rules (a route is app-only unless exposed; its source apps).
    ///
    /// - Parameters:
    ///   - url: The call as a URL: `scheme://target/action?name=value`.
    ///   - origin: Where the URL comes from; the policy depends on it.
    ///   - policy: The rules to judge it by: the router's, so that a URL is refused here as it
    ///     is refused there.
    /// - Returns: The action's value, or why the call was refused (``MediatorError/refused(_:)``
    ///   names the policy's rule) or failed.
    @MainActor
    @discardableResult
    public func performRemote(
        _ url: String, origin: RouteOrigin, policy: RoutingPolicy
    ) -> Result<(any Sendable)?, MediatorError> {
        let read: String
        do {
            read = try policy.check(url, from: origin)  // a host in another script in ASCII form
        } catch {
            return .failure(.refused(error))
        }
        guard let call = RemoteCall(read) else { return .failure(.malformedURL(url)) }
        guard let instance = self.target(named: call.target, caching: false) else {
            return .failure(.targetNotFound(call.target))
        }
        guard let action = instance.actions.first(where: { $0.name == call.action }) else {
            return .failure(.actionNotFound(target: call.target, action: call.action))
        }
        guard action.isRemoteCallable else {
            return .failure(.notRemoteCallable(target: call.target, action: call.action))
        }
        return run(action, target: call.target, parameters: call.parameters)
    }

    // MARK: Internals

    @MainActor
    private func target(named name: String, caching: Bool) -> (any MediatorTarget)? {
        let (cached, registration) = state.withLock { ($0.cache[name], $0.factories[name]) }
        if let cached { return cached }
        guard let registration else { return nil }
        let made = registration.make()
        guard caching else { return made }
        // Cache only for the registration that made it, and keep a target cached meanwhile.
        return state.withLock { state in
            if let cached = state.cache[name] { return cached }
            if state.factories[name]?.token == registration.token { state.cache[name] = made }
            return made
        }
    }

    @MainActor
    private func run(
        _ action: MediatorAction, target: String, parameters: [String: any Sendable]
    ) -> Result<(any Sendable)?, MediatorError> {
        do {
            return .success(try action.perform(parameters))
        } catch {
            return .failure(.actionFailed(target: target, action: action.name, message: String(describing: error)))
        }
    }

    @MainActor
    private func fallback(
        _ target: String, _ action: String, _ parameters: [String: any Sendable]
    ) -> Result<(any Sendable)?, MediatorError>? {
        guard let fallback = state.withLock({ $0.fallback }) else { return nil }
        do {
            guard let answer = try fallback(target, action, parameters) else { return nil }
            return .success(answer)
        } catch {
            return .failure(.actionFailed(target: target, action: action, message: String(describing: error)))
        }
    }
}
