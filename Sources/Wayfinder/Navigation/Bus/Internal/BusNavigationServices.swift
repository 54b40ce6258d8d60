/// The ``NavigationServices`` a ``Navigator`` hands out: it performs nothing itself and only
/// puts each command on the bus.
@MainActor
final class BusNavigationServices: NavigationServices {
    private let loop: ControlLoop
    /// The suspension whose operation these services were handed to: their commands go through
    /// while it holds its command.
    private weak var pass: Suspension?

    init(loop: ControlLoop, pass: Suspension? = nil) {
        self.loop = loop
        self.pass = pass
    }

    /// The work of the navigator these services belong to, for the waits a test's settle knows.
    var activity: NavigationActivity { loop.activity }

    func send(_ command: NavigationCommand) -> Result<NavigationOutcome, NavigationError> {
        loop.send(command, completion: nil, passing: pass)
    }

    /// Sends a command and, when it was queued or held (its end comes later), has the loop call
    /// the handler `completion` makes once it ends: a route hears how a link's navigation ended,
    /// with no handler made for a link done at once.
    ///
    /// - Parameter isDeferred: Set to whether the handler will be called (later, once).
    /// - Returns: The command's result.
    func send(
        _ command: NavigationCommand, isDeferred: inout Bool, whenDeferred completion: () -> NavigationBus.Completion
    ) -> Result<NavigationOutcome, NavigationError> {
        let result = loop.send(command, completion: nil, passing: pass)
        if case .success(let outcome) = result, outcome.change == nil {
            isDeferred = loop.completeDeferred(command, outcome, with: completion())
        }
        return result
    }

    /// The first router made with these services that is still alive (the app's, made at
    /// launch; a later one does not replace it): a journey describes a ``Restorable`` view
    /// model by its URL as this router's routes read it (redacted). Weak, and locked: a router
    /// may be made on any thread.
    nonisolated let journeyRouter = Locked(WeakRouter())

    struct WeakRouter {
        weak var router: Router?
    }

    /// Whether the navigator records a journey, which then holds the links the router opens.
    var recordsJourney: Bool { loop.recorder != nil }

    /// Records a link the router resolved, when the navigator records a journey.
    func recordLink(
        _ url: String, origin: RouteOrigin, by handler: RouteEvent.Handler, resolved: Result<RouteDestination, RoutingError>
    ) {
        loop.recordLink(url, origin: origin, by: handler, resolved: resolved)
    }

    func sendAndWait(_ command: NavigationCommand) async -> Result<NavigationOutcome, NavigationError> {
        let activity = loop.activity
        let operation = NavigationActivity.currentOperationWaits()
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<NavigationOutcome, NavigationError>, Never>) in
            let waiter = CountedContinuation(continuation: continuation, activity: activity)
            // The loop calls the completion exactly once: when the command is on screen, or failed
            // (at once, or later when it was queued or held). A report from the UI completes at
            // once, as it is performed.
            _ = loop.send(command, completion: { result in waiter.resume(returning: result.map(NavigationOutcome.performed)) }, passing: pass)
        }
        operation?.resumed()
        activity.wokeUp()
        return result
    }
}
