// How the bus processes one piece of work: the interceptors (which may hold a command), then the
// navigator, which performs the command (or ends the one an interceptor stopped) and runs the
// after-change stage.

extension NavigationBus {
    /// Whether the work may run now: anything may while no command is held; while one is, only
    /// reports from the UI, commands of a holding interceptor's operation, timeouts, and decisions
    /// whose operation sent no command that is still held may.
    func canRun(_ work: PendingWork) -> Bool {
        if isAwaitingRenderer {
            // Only a guard's timeout, which changes nothing, goes past a transition on screen.
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

    /// Runs the queued work that may run now, unless the bus is already running work (which
    /// drains the queue when it is done).
    func resume() {
        guard !isProcessing else { return }
        isProcessing = true
        defer { isProcessing = false }
        drain()
    }

    /// Runs `body` as the bus's own work: a command it sends is queued (behind the work already
    /// waiting) rather than run at once.
    func whileBusy(_ body: () -> Void) {
        let wasProcessing = isProcessing
        isProcessing = true
        defer { isProcessing = wasProcessing }
        body()
    }

    /// Fails every command waiting in the queue (and every held command whose guard decided),
    /// for a renderer that did not finish in time; reports of the user's gestures stay queued,
    /// since those changes already happened on screen.
    func failWaitingCommands(with error: NavigationError) {
        let waiting = queue
        queue.removeAll { work in
            if case .command = work { return true }
            if case .resume(_, .decided) = work { return true }
            return false
        }
        whileBusy {
            for work in waiting { failIfCommand(work, error) }
        }
    }

    /// Fails a waiting command, or a held command whose guard decided; leaves anything else.
    private func failIfCommand(_ work: PendingWork, _ error: NavigationError) {
        switch work {
        case .command(let command, let completion, let pass):
            _ = fail(Interception(command, interceptors: [], completion: completion, origin: pass), error)
        case .resume(let suspension, .decided):
            if let interception = suspension.resolve() { _ = fail(interception, error) }
        default:
            break
        }
    }

    /// Runs the queued work that may run, in order, until none may.
    func drain() {
        while let index = queue.firstIndex(where: canRun) {
            run(queue.remove(at: index))
        }
    }

    @discardableResult
    func run(_ work: PendingWork) -> BusStep {
        switch work {
        case .command(let command, let completion, let pass):
            var interception = Interception(command, interceptors: interceptors, completion: completion, origin: pass)
            return advance(&interception)
        case .resume(let suspension, let outcome):
            // `conclude` queues one decision per suspension; this guard only makes a second one inert.
            guard var interception = suspension.resolve() else { return .suspended }
            switch outcome {
            case .decided(let decision): return decide(decision, &interception)
            case .timedOut: return fail(interception, .guardTimedOut)
            }
        case .report(let report):
            guard let performer else {
                deliver(.reported(report, .failure(.noNavigator)))
                return .done(.failure(.noNavigator))
            }
            return .done(performer.perform(report))
        }
    }

    /// Asks the remaining interceptors, then performs.
    private func advance(_ interception: inout Interception) -> BusStep {
        while interception.next < interception.interceptors.count {
            guard let interceptor = interception.interceptors[interception.next].handler else {
                interception.next += 1
                continue
            }
            if let step = apply(interceptor.decide(interception.command), to: &interception) { return step }
        }
        if interception.guarding != nil || !guards.isEmpty, let step = askGuards(&interception) { return step }
        return perform(interception)
    }

    /// Asks the guards, after the interceptors, about the view models the command would place:
    /// each guard once, about the first arrival it protects, whatever the command. Returns the
    /// step when the command stops here (failed or held), `nil` to perform it.
    private func askGuards(_ interception: inout Interception) -> BusStep? {
        if interception.guarding == nil { interception.guarding = GuardStage(guards: guards) }
        while let stage = interception.guarding, stage.next < stage.guards.count {
            guard let handler = stage.guards[stage.next].handler, let performer else {
                interception.guarding?.next += 1
                continue
            }
            let arrivals: CommandArrivals
            if let known = stage.arrivals {
                arrivals = known
            } else {
                // A command that fails before placing anything (no root yet) asks no guard.
                guard let worked = performer.arrivals(of: interception.command) else { return nil }
                arrivals = worked
                interception.guarding?.arrivals = worked
            }
            guard let viewModel = performer.firstArrival(in: arrivals, guardedBy: handler) else {
                interception.guarding?.next += 1
                continue
            }
            if let step = apply(handler.decide(viewModel), to: &interception) { return step }
            // Redirected: the new command starts over at the first interceptor.
            if interception.guarding == nil { return advance(&interception) }
        }
        return nil
    }

    /// Applies an interceptor's decision, then goes on.
    private func decide(_ decision: NavigationDecision, _ interception: inout Interception) -> BusStep {
        if let step = apply(decision, to: &interception) { return step }
        return advance(&interception)
    }

    /// Applies a decision to the interception; returns the step when the command stops here
    /// (failed or held), `nil` to go on with the next interceptor.
    private func apply(_ decision: NavigationDecision, to interception: inout Interception) -> BusStep? {
        switch decision {
        case .proceed:
            if interception.guarding != nil {
                interception.guarding?.next += 1
            } else {
                interception.next += 1
            }
            return nil
        case .cancel:
            return fail(interception, .cancelled)
        case .redirect(let next):
            interception.redirects += 1
            let identity = next.identity
            guard interception.redirects <= Self.maximumRedirects,
                  interception.sent.identity != identity,
                  !interception.visited.contains(where: { $0.identity == identity })
            else { return fail(interception, .redirectLoop) }
            interception.visited.append(next)
            interception.command = next
            interception.next = 0
            interception.guarding = nil
            return nil
        case .suspend(let timeout, let operation):
            if let timeout {
                let deadline = clock.now + timeout
                interception.deadline = min(interception.deadline ?? deadline, deadline)
            }
            suspend(&interception, operation: operation)
            return .suspended
        }
    }

    /// Hands the command to the navigator, which applies it and runs the after-change stage.
    private func perform(_ interception: Interception) -> BusStep {
        guard let performer else {
            deliver(.willPerform(interception.command))
            endWithoutNavigator(interception, reported: interception.command)
            return .done(.failure(.noNavigator))
        }
        return .done(performer.perform(interception))
    }

    /// Ends a command that never reached the stack.
    func fail(_ interception: Interception, _ error: NavigationError) -> BusStep {
        guard let performer else {
            endWithoutNavigator(interception, reported: interception.sent, error)
            return .done(.failure(error))
        }
        performer.reject(interception, error)
        return .done(.failure(error))
    }

    /// With the navigator gone, the bus ends the command itself, so that no caller is left waiting.
    private func endWithoutNavigator(
        _ interception: Interception, reported: NavigationCommand, _ error: NavigationError = .noNavigator
    ) {
        resolveUnshownChildren(of: interception, result: .failure(error))
        deliver(.failed(reported, error))
        interception.completion?(.failure(error))
    }

    // MARK: Held commands

    private func suspend(
        _ interception: inout Interception,
        operation: @escaping @MainActor @Sendable (any NavigationServices) async -> NavigationDecision
    ) {
        let announce = !interception.announced
        interception.announced = true
        let suspension = Suspension(interception)
        suspensions.append(suspension)
        if announce { deliver(.suspended(interception.command)) }
        let services = BusNavigationServices(bus: self, pass: suspension)
        // Counted from now until it returns (less its waits at points Wayfinder knows), so that a
        // test's settle waits for it.
        let activity = activity
        activity.operationStarted()
        suspension.operation = Task { [weak self] in
            let decision = await NavigationActivity.run(countedBy: activity) { await operation(services) }
            activity.operationEnded()
            self?.conclude(suspension, .decided(decision))
        }
        if let deadline = interception.deadline {
            suspension.timer = clock.schedule(at: deadline) { [weak self] in
                self?.conclude(suspension, .timedOut)
            }
        }
    }

    /// A held command's interceptor decided, or its timeout expired: the first of the two wins.
    /// The decision goes to the front of the queue (its command was sent before anything queued),
    /// and runs as soon as no command its operation sent is still held.
    private func conclude(_ suspension: Suspension, _ outcome: SuspensionOutcome) {
        guard let index = suspensions.firstIndex(where: { $0 === suspension }) else { return }
        suspensions.remove(at: index)
        queue.insert(.resume(suspension, outcome), at: 0)
        resume()
    }
}
