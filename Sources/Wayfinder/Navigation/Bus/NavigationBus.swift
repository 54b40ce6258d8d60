/// The observer bus every navigation command travels on.
///
/// ``NavigationServices`` sends each call here as a ``NavigationCommand``. For each command the
/// bus
/// 1. runs the interceptors in registration order (each may proceed, cancel or redirect), then
///    the guards of the view models the command would place (``addGuard(for:where:_:)``);
/// 2. hands the command to its ``Navigator``, which tells the observers
///    ``NavigationEvent/willPerform(_:)``, applies it to the stack, and runs the after-change
///    stage: lifecycle callbacks and child results, then ``NavigationEvent/didPerform(_:_:)`` (or
///    ``NavigationEvent/failed(_:_:)``) to the observers in subscription order, then the renderer,
///    then the command's completion handler, if it has one (once the renderer has shown the change).
///
/// The bus is re-entrant safe: a command sent while another is being processed (from an
/// observer, an interceptor or a completion handler), or while the renderer is still showing the
/// last change, is queued, returns ``NavigationOutcome/queued``, and is processed after the
/// current one, in the order sent.
///
/// A guard that needs time (sign in first) suspends the command
/// (``NavigationDecision/suspend(timeout:_:)``): observers hear ``NavigationEvent/suspended(_:)``,
/// commands sent meanwhile wait behind it in order, and the guard's operation navigates
/// through services of its own that go through.
///
/// ```swift
/// let logging = navigator.bus.subscribe { event in print(event) }
/// let adminOnly = navigator.bus.addGuard(for: AdminViewModel.self) { _ in
///     session.isAdmin ? .proceed : .cancel
/// }
/// ```
@MainActor
public final class NavigationBus {
    /// How many redirects one command may go through before it fails with
    /// ``NavigationError/redirectLoop`` (a cycle fails as soon as it closes).
    package static let maximumRedirects = 16

    typealias Observer = BusRegistration<ObserverHandler>
    typealias Interceptor = BusRegistration<InterceptorHandler>
    typealias Guard = BusRegistration<GuardHandler>
    typealias Completion = @MainActor (Result<NavigationChange, NavigationError>) -> Void

    /// The control loop behind this face: it owns the registrations and everything in flight
    /// (`ControlLoop`).
    let loop: ControlLoop

    /// The clock of the navigator's timeouts when it schedules them itself (a test's manual
    /// clock), for the testing kit's `settle()`, which waits for the sleeps it ended.
    package var timeoutScheduler: (any TimeoutScheduler)? { loop.clock.scheduler }
    /// The work of the navigator that can still progress on its own (what a test settles).
    package var activity: NavigationActivity { loop.activity }

    init(loop: ControlLoop) {
        self.loop = loop
    }

    /// Starts delivering events to `observer`, after the observers already subscribed.
    ///
    /// - Parameter observer: Called with every event, on the main actor.
    /// - Returns: The subscription; delivery stops when it is cancelled or released.
    public func subscribe(_ observer: @escaping @MainActor (NavigationEvent) -> Void) -> NavigationSubscription {
        loop.observers.removeAll { $0.handler == nil }
        let registration = Observer(ObserverHandler(observer))
        loop.observers.append(registration)
        return registration.subscription()
    }

    /// Adds an interceptor, run after the interceptors already added and before the guards.
    /// Interceptors reshape and redirect commands; to keep a screen from whoever may not see it,
    /// guard its view models (``addGuard(for:where:_:)``), which holds whatever command would
    /// place them. Interceptors are not run for a ``UserReport``: that change already happened.
    ///
    /// - Parameter interceptor: Decides, for each command, to proceed, cancel, redirect or
    ///   suspend it.
    /// - Returns: The subscription; the interceptor is removed when it is cancelled or released.
    public func addInterceptor(
        _ interceptor: @escaping @MainActor (NavigationCommand) -> NavigationDecision
    ) -> NavigationSubscription {
        loop.interceptors.removeAll { $0.handler == nil }
        let registration = Interceptor(InterceptorHandler(interceptor))
        loop.interceptors.append(registration)
        return registration.subscription()
    }

    /// Whether an interceptor holds a command (``NavigationDecision/suspend(timeout:_:)``).
    public var isSuspended: Bool { !loop.suspensions.isEmpty }

    /// Sends a command: intercepts it, performs it and reports it, or queues it when another
    /// command is being processed or held.
    ///
    /// Every ``NavigationServices`` call is sent this way.
    /// View models should use the services; send here directly for a completion handler on any
    /// command, or to replay commands (a test, a tool). Reports of the user's gestures go through
    /// the navigator (``Navigator/report(_:)``).
    ///
    /// - Parameters:
    ///   - command: The command, a request or a report of the user's gesture.
    ///   - completion: Called exactly once, after the observers heard how the command went:
    ///     with the change, or with the error when it failed (cancelled, timed out and redirect
    ///     loops included).
    /// - Returns: ``NavigationOutcome/performed(_:)`` with the change, ``NavigationOutcome/queued``,
    ///   ``NavigationOutcome/suspended``, or the error.
    @discardableResult
    public func send(
        _ command: NavigationCommand,
        completion: (@MainActor (Result<NavigationChange, NavigationError>) -> Void)? = nil
    ) -> Result<NavigationOutcome, NavigationError> {
        loop.send(command, completion: completion, passing: nil)
    }
}
