// The control loop: the one owner of everything in flight (the queue, the held commands, the
// pending transition and its timeout, the plan buffers, the after-change stage) and the one place
// that decides what runs when; nothing below it writes its state. One piece of work runs at a
// time, to its end (a command through interceptors, guards, the stack, the after-change stage and
// the renderer; a report; a held command's decision); what is sent meanwhile waits in the queue.
// The renderer's acknowledgement and the timeout are events, handled at once when the loop is
// idle, else at the end of the current work: `render` is never entered from inside `render`. A
// transition's completion runs as the loop's own work, before the work that waits (commands it
// sends go behind). The bus (`NavigationBus`) is its public face and owns it; it refers to its
// navigator weakly (the stack holds view models, which hold services, which hold the loop).

/// How a transition handed to the renderer ended, as a test's record sees it.
package enum TransitionEnd {
    /// The renderer acknowledged it; the command whose change it showed, if a command made it.
    case finished(NavigationCommand?)
    /// The renderer did not acknowledge it in time.
    case timedOut(NavigationCommand?)
}

@MainActor
final class ControlLoop {
    /// The transition handed to the renderer and not ended: its command (for a transition
    /// observer only, the test kit's record), the command's completion, and its timer.
    struct PendingTransition {
        let id: Int
        /// Boxed: carried inline, even a `nil` command made each transition cost ~70 instructions
        /// more (the optional's generic destroy); in a closure, ~65.
        let recorded: RecordedCommand?
        let completion: (@MainActor () -> Void)?
        var timer: ScheduledTimeout?
    }

    final class RecordedCommand {
        let command: NavigationCommand?
        init(_ command: NavigationCommand?) { self.command = command }
    }

    /// How a transition ends: the renderer finished it, it was not finished in time, or the
    /// renderer went (detached, or its navigator was released) and it counts as finished.
    enum TransitionEnding { case finished, timedOut, abandoned }

    // Unchecked for exclusivity, as the stack's hot properties are (see
    // `NavigationControllerStack`): app code runs on copies of the lists, never inside a
    // mutation of them, and the rest is read and written by the loop alone.
    @exclusivity(unchecked) var observers: [NavigationBus.Observer] = []
    @exclusivity(unchecked) var interceptors: [NavigationBus.Interceptor] = []
    @exclusivity(unchecked) var guards: [NavigationBus.Guard] = []
    /// Work waiting its turn, in the order sent, and held commands' decisions (first).
    @exclusivity(unchecked) var queue: [PendingWork] = []
    /// The commands held by interceptors and guards, oldest first.
    @exclusivity(unchecked) var suspensions: [Suspension] = []
    /// Whether a piece of work runs: the one re-entrancy guard.
    @exclusivity(unchecked) private var isRunning = false
    /// The one pending transition: written by `hand` and `end` only.
    @exclusivity(unchecked) private(set) var transition: PendingTransition?
    /// The end of the pending transition that arrived while the loop ran.
    @exclusivity(unchecked) private var transitionEvent: (id: Int, ending: TransitionEnding)?
    @exclusivity(unchecked) private var lastTransitionID = 0
    /// The storage the planner writes each plan into, reused when the renderer let go of the plan
    /// before it; see `TransitionPlan.init(_:animated:reusing:)`.
    @exclusivity(unchecked) var planBuffers = TransitionPlan.Buffers()
    /// How long a transition may run before the loop stops waiting for it.
    var rendererTimeout = Navigator.defaultRendererTimeout
    /// Told how each transition ended, for a test's record (`TestNavigator`); `nil` in an app.
    var transitionObserver: (@MainActor (TransitionEnd) -> Void)?
    /// Runs before a command is submitted while the loop is idle: a renderer reports a change on
    /// screen it missed, or finishes a transition it can no longer show (``ContainerRenderer``'s
    /// catch-up), so that the report is applied first and the command is not held back.
    var beforeCommand: (@MainActor () -> Void)?
    /// The navigator whose stack the commands change.
    weak var navigator: Navigator?
    /// The clock of the timeouts.
    let clock: NavigationClock
    /// The work that can still progress on its own (what a test settles).
    let activity = NavigationActivity()
    /// The journey being recorded, if the app asked for one (`Navigator.recordJourney`).
    @exclusivity(unchecked) var recorder: JourneyRecorder?

    init(clock: NavigationClock) {
        self.clock = clock
    }

    /// Sends a command; `pass` lets it go through while that suspension holds its command.
    func send(
        _ command: NavigationCommand, completion: NavigationBus.Completion?, passing pass: Suspension?
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

    /// Runs the work now, or queues it behind the work running or held.
    func submit(_ work: PendingWork) -> Result<NavigationOutcome, NavigationError> {
        if let beforeCommand, !isRunning, case .command = work { beforeCommand() }
        guard !isRunning, canRun(work) else {
            queue.append(work)
            return .success(.queued)
        }
        isRunning = true
        defer { isRunning = false }
        let step = run(work)
        // A transition finished at once ends first, then what waits runs.
        if let (id, ending) = transitionEvent.take() { end(id, ending) }
        if !queue.isEmpty || transitionEvent != nil { drain() }
        switch step {
        case .done(let result): return result.map(NavigationOutcome.performed)
        case .suspended: return .success(.suspended)
        }
    }

    /// Runs `body` as the loop's own work, then what may run after it; inside the loop, just
    /// runs it (its commands and events wait for the end of the current piece of work).
    func run(_ body: () -> Void) {
        guard !isRunning else { return body() }
        isRunning = true
        defer { isRunning = false }
        body()
        if let (id, ending) = transitionEvent.take() { end(id, ending) }
        if !queue.isEmpty || transitionEvent != nil { drain() }
    }

    /// Whether the work may run now: nothing but a guard's timeout (which changes nothing) goes
    /// past a transition on its way; while a command is held, only reports from the UI, commands
    /// of a holding operation, timeouts, and decisions whose operation sent no command that is
    /// still held may.
    private func canRun(_ work: PendingWork) -> Bool {
        if transition != nil {
            if case .resume(_, .timedOut) = work { return true }
            return false
        }
        guard !suspensions.isEmpty else { return true }
        switch work {
        case .resume(_, .timedOut):
            return true
        case .resume(let suspension, .decided):
            return !suspensions.contains { $0.origin === suspension }
        case .command(_, _, let pass):
            return pass.map { pass in suspensions.contains { $0 === pass } } ?? false
        case .report:
            return true
        }
    }

    /// Ends the pending transition's events and runs the queued work that may run, in order,
    /// until none may.
    private func drain() {
        while true {
            if let (id, ending) = transitionEvent.take() { end(id, ending); continue }
            guard let index = queue.firstIndex(where: canRun) else { return }
            run(queue.remove(at: index))
        }
    }

    @discardableResult
    private func run(_ work: PendingWork) -> BusStep {
        switch work {
        case .command(let command, let completion, let pass):
            var interception = Interception(command, interceptors: interceptors, completion: completion, origin: pass)
            var guarding: GuardStage?
            return advance(&interception, &guarding)
        case .resume(let suspension, let outcome):
            // `conclude` queues one decision per suspension; this guard only makes a second one inert.
            guard var interception = suspension.resolve() else { return .suspended }
            var guarding = suspension.guarding
            switch outcome {
            case .decided(let decision):
                if recorder != nil { recordDecision(decision, by: "operation", about: interception.command) }
                return decide(decision, &interception, &guarding)
            case .timedOut: return fail(interception, .guardTimedOut)
            }
        case .report(let report):
            guard let navigator else {
                deliver(.reported(report, .failure(.noNavigator)))
                return .done(.failure(.noNavigator))
            }
            return .done(perform(report, on: navigator))
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

    // MARK: The transition on its way

    /// The last step of the after-change stage: the renderer shows the change, and the loop waits
    /// until it has; `completion` runs then (at once without a renderer, or with nothing to show).
    func hand(
        _ change: NavigationChange, command: NavigationCommand?, to renderer: (any NavigationRenderer)?,
        stack: NavigationControllerStack, completion: NavigationBus.Completion?
    ) {
        guard let renderer else { completion?(.success(change)); return }
        let plan = TransitionPlan(change, animated: command?.animated ?? false, reusing: &planBuffers)
        // A link into a tab that changes nothing still goes to the renderer: one shown in a tab of
        // the app's own tab bar selects that tab.
        let isLinkIntoATab = if case .showInTab? = command { true } else { false }
        guard !plan.isEmpty || isLinkIntoATab else { completion?(.success(change)); return }
        var finished: (@MainActor () -> Void)?
        if let completion { finished = { completion(.success(change)) } }
        // A renderer detached and another attached during this work: the transition of the one that
        // went ends first (finished, or abandoned).
        if transition != nil { endEarlierTransition() }
        lastTransitionID += 1
        let id = lastTransitionID
        transition = PendingTransition(id: id, recorded: transitionObserver == nil ? nil : RecordedCommand(command), completion: finished)
        renderer.render(NavigationTransition(change: change, plan: plan, command: command, id: id, loop: self, levels: stack.levels))
        // Finished at once: its end waits for the end of this piece of work, and needs no timer.
        guard transitionEvent == nil, transition?.id == id else { return }
        transition?.timer = clock.schedule(at: clock.now + rendererTimeout) { [weak self] in
            // Once the navigator is gone, its release abandons the transition instead.
            if let self, navigator != nil { post(id, .timedOut) }
        }
    }

    private func endEarlierTransition() {
        if let (id, ending) = transitionEvent.take() { end(id, ending) }
        if let id = transition?.id { end(id, .abandoned) }
    }

    /// Transition `id` ended: handled at once when the loop is idle, else at the end of the current
    /// work; only the first end counts.
    func post(_ id: Int, _ ending: TransitionEnding) {
        guard transition?.id == id, transitionEvent == nil else { return }
        guard !isRunning else { return transitionEvent = (id, ending) }
        run { end(id, ending) }
    }

    /// Whether transition `id` has ended, or is about to (its end waits for the current work).
    func hasEnded(_ id: Int) -> Bool {
        navigator == nil || transition?.id != id || transitionEvent != nil
    }

    /// The one way a transition ends: the loop stops waiting, then the record hears how, then
    /// the completion runs (after the waiting commands failed, for a timeout).
    private func end(_ id: Int, _ ending: TransitionEnding) {
        guard transition?.id == id, let pending = transition.take() else { return }
        pending.timer?.cancel()
        switch ending {
        case .finished:
            transitionObserver?(.finished(pending.recorded?.command))
        case .timedOut:
            transitionObserver?(.timedOut(pending.recorded?.command))
            navigator?.renderer?.renderingTimedOut()
            failWaitingCommands(with: .rendererTimedOut)
        case .abandoned:
            break
        }
        pending.completion?()
    }

    /// Fails every command waiting in the queue (and every held command whose guard decided),
    /// for a renderer that did not finish in time; reports of the user's gestures stay queued,
    /// since those changes already happened on screen.
    private func failWaitingCommands(with error: NavigationError) {
        let waiting = queue
        queue.removeAll { work in
            if case .command = work { return true }
            if case .resume(_, .decided) = work { return true }
            return false
        }
        for work in waiting {
            switch work {
            case .command(let command, let completion, let pass):
                _ = fail(Interception(command, interceptors: [], completion: completion, origin: pass), error)
            case .resume(let suspension, .decided):
                if let interception = suspension.resolve() { _ = fail(interception, error) }
            case .resume(_, .timedOut), .report:
                break
            }
        }
    }
}
