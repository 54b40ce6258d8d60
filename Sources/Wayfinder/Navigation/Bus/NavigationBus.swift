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

    // Unchecked for exclusivity, as the stack's hot properties are (see
    // `NavigationControllerStack`): observers and interceptors run on copies of these lists,
    // never inside a mutation of them.
    @exclusivity(unchecked) private var observers: [Observer] = []
    @exclusivity(unchecked) private(set) var interceptors: [Interceptor] = []
    /// The guards, asked after the interceptors (``addGuard(for:where:_:)``).
    @exclusivity(unchecked) var guards: [Guard] = []
    /// Commands waiting their turn, in the order sent, and held commands' decisions.
    @exclusivity(unchecked) var queue: [PendingWork] = []
    /// The commands held by interceptors, oldest first.
    @exclusivity(unchecked) var suspensions: [Suspension] = []
    @exclusivity(unchecked) var isProcessing = false
    /// Whether the renderer is showing a change: work waits until it finishes.
    @exclusivity(unchecked) var isAwaitingRenderer = false
    /// Runs before a command is submitted while no work runs: a renderer reports a change on
    /// screen it missed, or finishes a transition it can no longer show (``ContainerRenderer``'s
    /// catch-up), so that the report is applied first and the command is not held back.
    var beforeCommand: (@MainActor () -> Void)?
    /// Applies the commands; the navigator that owns this bus.
    weak var performer: (any NavigationPerformer)?
    /// The clock of the navigator's timeouts.
    let clock: NavigationClock

    /// The clock of the navigator's timeouts when it schedules them itself (a test's manual
    /// clock), for the testing kit's `settle()`, which waits for the sleeps it ended.
    package var timeoutScheduler: (any TimeoutScheduler)? { clock.scheduler }
    /// The work of the navigator that can still progress on its own (what a test settles).
    package let activity = NavigationActivity()

    init(clock: NavigationClock) {
        self.clock = clock
    }

    /// Starts delivering events to `observer`, after the observers already subscribed.
    ///
    /// - Parameter observer: Called with every event, on the main actor.
    /// - Returns: The subscription; delivery stops when it is cancelled or released.
    public func subscribe(_ observer: @escaping @MainActor (NavigationEvent) -> Void) -> NavigationSubscription {
        observers.removeAll { $0.handler == nil }
        let registration = Observer(ObserverHandler(observer))
        observers.append(registration)
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
        interceptors.removeAll { $0.handler == nil }
        let registration = Interceptor(InterceptorHandler(interceptor))
        interceptors.append(registration)
        return registration.subscription()
    }

    /// Whether an interceptor holds a command (``NavigationDecision/suspend(timeout:_:)``).
    public var isSuspended: Bool { !suspensions.isEmpty }

    /// Sends a command: intercepts it, performs it and reports it, or queues it when another
    /// command is being processed or held.
    ///
    /// This is the one entry below the services: every ``NavigationServices`` call arrives here.
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
        send(command, completion: completion, passing: nil)
    }

    /// Sends a command; `pass` lets it go through while that suspension holds its command.
    func send(
        _ command: NavigationCommand, completion: Completion?, passing pass: Suspension?
    ) -> Result<NavigationOutcome, NavigationError> {
        var completion = completion
        if case .ask(let question) = command {
            // A question's handler hears the error of an ask that fails, at once or later (queued,
            // held). A question asked twice is the one shown already: its handler is kept.
            let then = completion
            completion = { result in
                if case .failure(let error) = result, error != .questionAlreadyAsked { question.end(.failure(error)) }
                then?(result)
            }
        }
        return submit(.command(command, completion: completion, pass: pass))
    }

    /// Applies a report of the user's, in its turn: see ``Navigator/report(_:)``.
    func report(_ report: UserReport) -> Result<NavigationOutcome, NavigationError> {
        submit(.report(report))
    }

    /// Runs the work now, or queues it behind the work being processed or held.
    private func submit(_ work: PendingWork) -> Result<NavigationOutcome, NavigationError> {
        if let beforeCommand, !isProcessing, case .command = work { beforeCommand() }
        guard !isProcessing, canRun(work) else {
            queue.append(work)
            return .success(.queued)
        }
        isProcessing = true
        defer { isProcessing = false }
        let step = run(work)
        drain()
        switch step {
        case .done(let result): return result.map(NavigationOutcome.performed)
        case .suspended: return .success(.suspended)
        }
    }

    func deliver(_ event: NavigationEvent) {
        var sawCancelled = false
        for observer in observers {
            if let handler = observer.handler {
                handler.call(event)
            } else {
                sawCancelled = true
            }
        }
        if sawCancelled { observers.removeAll { $0.handler == nil } }
    }
}
