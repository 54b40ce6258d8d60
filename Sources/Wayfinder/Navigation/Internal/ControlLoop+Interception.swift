// The interceptors and the guards: each command goes through the interceptors in registration
// order, then through the guards of the view models it would place; either may let it go on,
// cancel it, redirect it or hold it while an operation runs (a suspension).

extension ControlLoop {
    /// Asks the remaining interceptors, then the guards, then performs. `guarding` is the guards'
    /// turn once it began (`nil` before, and again after a redirect).
    func advance(_ interception: inout Interception, _ guarding: inout GuardStage?) -> BusStep {
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
            guard let handler = stage.guards[stage.next].handler, let navigator else {
                stage.next += 1
                continue
            }
            let arrivals: CommandArrivals
            if let known = stage.arrivals {
                arrivals = known
            } else {
                // A command sent before the stack has a root (that does not make one) asks no guard.
                guard let worked = try? navigator.stack.arrivals(of: interception.command) else { return nil }
                arrivals = worked
                stage.arrivals = worked
            }
            guard let viewModel = firstArrival(in: arrivals, guardedBy: handler, on: navigator.stack) else {
                stage.next += 1
                continue
            }
            let decision = handler.decide(viewModel)
            if recorder != nil {
                recordDecision(decision, by: "guard \(TypeNames.name(of: type(of: viewModel)))", about: interception.command)
            }
            if let step = apply(decision, to: &interception, &guarding) { return step }
            // Redirected: the new command starts over at the first interceptor.
            if guarding == nil { return advance(&interception, &guarding) }
        }
        return nil
    }

    /// Applies an interceptor's decision, then goes on.
    func decide(
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
            guard interception.redirects <= NavigationBus.maximumRedirects,
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

    /// Ends a command that never reached the stack.
    func fail(_ interception: Interception, _ error: NavigationError) -> BusStep {
        guard navigator != nil else {
            endWithoutNavigator(interception, reported: interception.sent, error)
            return .done(.failure(error))
        }
        if recorder != nil { recordStopped(interception.command, error) }
        afterFailure(interception, error, reported: interception.sent)
        return .done(.failure(error))
    }

    /// The arrival the guard is asked about: the first, root first, that it protects and that is
    /// not on the stack yet, else the first it protects (kept in place, or placed again).
    private func firstArrival(
        in arrivals: CommandArrivals, guardedBy handler: GuardHandler, on stack: NavigationControllerStack
    ) -> (any ViewModel)? {
        var onStack: (any ViewModel)?
        for viewModel in arrivals.viewModels where handler.matches(viewModel) {
            guard stack.contains(viewModel) else { return viewModel }
            onStack = onStack ?? viewModel
        }
        return onStack
    }

    /// With the navigator gone, the loop ends the command itself, so that no caller is left waiting.
    func endWithoutNavigator(
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
        let services = BusNavigationServices(loop: self, pass: suspension)
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
        run {}
    }

    // MARK: Links that wait

    /// Adds a completion handler to the command the last `send` queued or held, after the one it
    /// has (an `ask` has its own): how a link hears the end of a navigation that did not end at
    /// once, without a handler (and its allocation) for every link that did. Right after `send`
    /// returned `outcome`, the last work queued, or the last command held, is that command.
    ///
    /// - Returns: Whether the handler was added; it will then be called once.
    func completeDeferred(
        _ command: NavigationCommand, _ outcome: NavigationOutcome, with completion: @escaping NavigationBus.Completion
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
    private static func chain(_ first: NavigationBus.Completion?, _ then: @escaping NavigationBus.Completion) -> NavigationBus.Completion {
        guard let first else { return then }
        return { result in
            first(result)
            then(result)
        }
    }
}
