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

    /// Adds a completion handler to the command the last `send` queued or held, after the one it
    /// has (an `ask` has its own): how a link hears the end of a navigation that did not end at
    /// once, without a handler (and its allocation) for every link that did. Right after `send`
    /// returned `outcome`, the last work queued, or the last command held, is that command.
    ///
    /// - Returns: Whether the handler was added; it will then be called once.
    func completeDeferred(
        _ command: NavigationCommand, _ outcome: NavigationOutcome, with completion: @escaping Completion
    ) -> Bool {
        switch outcome {
        case .queued:
            guard case .command(let queued, let first, let pass)? = queue.last, queued.identity == command.identity else {
                return false
            }
            queue[queue.count - 1] = .command(queued, completion: Self.chain(first, completion), pass: pass)
            return true
        case .suspended:
            guard let held = suspensions.last, let interception = held.interception,
                  interception.sent.identity == command.identity
            else { return false }
            held.complete(with: Self.chain(interception.completion, completion))
            return true
        case .performed:
            return false
        }
    }

    /// A completion handler that calls `first`, if any, then `then`.
    private static func chain(_ first: Completion?, _ then: @escaping Completion) -> Completion {
        guard let first else { return then }
        return { result in
            first(result)
            then(result)
        }
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
            var guarding: GuardStage?
            return advance(&interception, &guarding)
        case .resume(let suspension, let outcome):
            // `conclude` queues one decision per suspension; this guard only makes a second one inert.
            guard var interception = suspension.resolve() else { return .suspended }
            var guarding = suspension.guarding
            switch outcome {
            case .decided(let decision): return decide(decision, &interception, &guarding)
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

    /// Asks the remaining interceptors, then the guards, then performs. `guarding` is the guards'
    /// turn once it began (`nil` before, and again after a redirect).
    private func advance(_ interception: inout Interception, _ guarding: inout GuardStage?) -> BusStep {
        // Once the guards' turn began, every interceptor was asked: `next` is past them.
        while interception.next < interception.interceptors.count {
            guard let interceptor = interception.interceptors[interception.next].handler else {
                interception.next += 1
                continue
            }
            if let step = apply(interceptor.decide(interception.command), to: &interception, &guarding) { return step }
        }
        if guarding != nil || !guards.isEmpty, let step = askGuards(&interception, &guarding) { return step }
        return perform(interception, guarding)
    }

    /// Asks the guards, after the interceptors, about the view models the command would place:
    /// each guard once, about the first arrival it protects, whatever the command. Returns the
    /// step when the command stops here (failed or held), `nil` to perform it.
    private func askGuards(_ interception: inout Interception, _ guarding: inout GuardStage?) -> BusStep? {
        if guarding == nil { guarding = GuardStage(guards: guards) }
        while let stage = guarding, stage.next < stage.guards.count {
            guard let handler = stage.guards[stage.next].handler, let performer else {
                stage.next += 1
                continue
            }
            let arrivals: CommandArrivals
            if let known = stage.arrivals {
                arrivals = known
            } else {
                // A command sent before the stack has a root (that does not make one) asks no guard.
                guard let worked = performer.arrivals(of: interception.command) else { return nil }
                arrivals = worked
                stage.arrivals = worked
            }
            guard let viewModel = performer.firstArrival(in: arrivals, guardedBy: handler) else {
                stage.next += 1
                continue
            }
            if let step = apply(handler.decide(viewModel), to: &interception, &guarding) { return step }
            // Redirected: the new command starts over at the first interceptor.
            if guarding == nil { return advance(&interception, &guarding) }
        }
        return nil
    }

    /// Applies an interceptor's decision, then goes on.
    private func decide(
        _ decision: NavigationDecision, _ interception: inout Interception, _ guarding: inout GuardStage?
    ) -> BusStep {
        if let step = apply(decision, to: &interception, &guarding) { return step }
        return advance(&interception, &guarding)
    }

    /// Applies a decision to the interception; returns the step when the command stops here
    /// (failed or held), `nil` to go on with the next interceptor.
    private func apply(
        _ decision: NavigationDecision, to interception: inout Interception, _ guarding: inout GuardStage?
    ) -> BusStep? {
        switch decision {
        case .proceed:
            if let guarding {
                guarding.next += 1
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
            guarding = nil
            return nil
        case .suspend(let timeout, let operation):
            if let timeout {
                let deadline = clock.now + timeout
                interception.deadline = min(interception.deadline ?? deadline, deadline)
            }
            suspend(&interception, guarding, operation: operation)
            return .suspended
        }
    }

    /// Hands the command to the navigator, which applies it and runs the after-change stage.
    private func perform(_ interception: Interception, _ guarding: GuardStage?) -> BusStep {
        guard let performer else {
            deliver(.willPerform(interception.command))
            endWithoutNavigator(interception, reported: interception.command)
            return .done(.failure(.noNavigator))
        }
        return .done(performer.perform(interception, guarding: guarding))
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
        _ interception: inout Interception, _ guarding: GuardStage?,
        operation: @escaping @MainActor @Sendable (any NavigationServices) async -> NavigationDecision
    ) {
        let announce = !interception.announced
        interception.announced = true
        let suspension = Suspension(interception, guarding: guarding)
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
