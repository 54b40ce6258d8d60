// The renderer: attached to the navigator, handed every change with its plan at the end of the
// after-change stage, and waited for. While a transition runs the bus holds later work back;
// `finish()` (or the timeout) lets it go on.

extension Navigator {
    /// Attaches the renderer that shows the stack, and hands it the stack as it is now (a
    /// transition from an empty screen).
    ///
    /// From then on every change goes to the renderer, and the commands sent while a transition
    /// runs wait for its ``NavigationTransition/finish()``. A renderer that does not finish within
    /// `timeout` is given up on: the change stays (the stack is the truth), its completion runs,
    /// and the commands that waited behind it fail with ``NavigationError/rendererTimedOut`` and
    /// change nothing; reports of the user's gestures that waited are still applied.
    ///
    /// - Parameters:
    ///   - renderer: The renderer; the navigator keeps it until ``detachRenderer()``.
    ///   - timeout: How long a transition may run, animations and a user's gesture in progress
    ///     included, before the navigator stops waiting for it.
    /// - Throws: ``RendererError/alreadyAttached`` when a renderer is attached already.
    public func attach(_ renderer: some NavigationRenderer, timeout: Duration = .seconds(10)) throws(RendererError) {
        guard self.renderer == nil else { throw .alreadyAttached }
        self.renderer = renderer
        rendering.timeout = timeout
        let snapshot = stack.snapshot
        guard !snapshot.isEmpty else { return }
        hand(NavigationChange(before: .empty, after: snapshot, inserted: snapshot.allScreens), command: nil, completion: nil)
    }

    /// Detaches the renderer. A transition it has not finished counts as finished.
    public func detachRenderer() {
        let pending = rendering.abandonPending()
        renderer = nil
        guard let pending else { return }
        bus.isAwaitingRenderer = false
        bus.whileBusy { pending.complete() }
        bus.resume()
    }

    /// Whether a transition is on its way to the screen: handed to the renderer and not finished.
    public var isTransitioning: Bool { rendering.pending != nil }

    /// The last step of the after-change stage: the renderer shows the change, and `completion`
    /// runs once it has (at once without a renderer, or for a change with nothing to show).
    func hand(_ change: NavigationChange, command: NavigationCommand?, completion: NavigationBus.Completion?) {
        guard let renderer else {
            completion?(.success(change))
            return
        }
        let plan = TransitionPlan(change, animated: command?.animated ?? false)
        guard !plan.isEmpty else {
            completion?(.success(change))
            return
        }
        let id = rendering.nextID()
        var finished: (@MainActor () -> Void)?
        if let completion { finished = { completion(.success(change)) } }
        rendering.pending = RenderingState.Pending(id: id, completion: finished)
        bus.isAwaitingRenderer = true
        renderer.render(NavigationTransition(change: change, plan: plan, command: command, id: id, rendering: rendering))
        guard rendering.pending?.id == id else { return }
        let timeout = rendering.timeout
        rendering.pending?.timer = Task { [weak self] in
            try? await Task.sleep(for: timeout)
            guard !Task.isCancelled else { return }
            self?.transitionTimedOut(id)
        }
    }

    /// The renderer finished transition `id`: the command's completion runs and the bus goes on.
    /// The completion runs as the bus's own work, so a command it sends waits behind the commands
    /// already waiting, as it would without a renderer.
    func transitionFinished(_ id: Int) {
        guard rendering.pending?.id == id, let pending = rendering.abandonPending() else { return }
        bus.isAwaitingRenderer = false
        bus.whileBusy { pending.complete() }
        bus.resume()
    }

    /// The renderer did not finish transition `id` in time: the commands waiting behind it fail,
    /// then its completion runs (what that sends is new, and goes on), then the bus goes on.
    private func transitionTimedOut(_ id: Int) {
        guard rendering.pending?.id == id, let pending = rendering.abandonPending() else { return }
        bus.isAwaitingRenderer = false
        bus.failWaitingCommands(with: .rendererTimedOut)
        bus.whileBusy { pending.complete() }
        bus.resume()
    }
}

extension StackSnapshot {
    /// Every screen, level by level and controller by controller, bottom first.
    var allScreens: [ScreenSnapshot] {
        levels.flatMap { $0.controllers.flatMap(\.screens) }
    }
}
