// Handing changes to the renderer and waiting for it: the end of the after-change stage, the
// renderer's acknowledgement, and its timeout.

extension Navigator {
    /// The last step of the after-change stage: the renderer shows the change, and `completion`
    /// runs once it has (at once without a renderer, or for a change with nothing to show).
    func hand(_ change: NavigationChange, command: NavigationCommand?, completion: NavigationBus.Completion?) {
        guard let renderer else {
            completion?(.success(change))
            return
        }
        let plan = TransitionPlan(change, animated: command?.animated ?? false, reusing: &rendering.planBuffers)
        // A link into a tab that changes nothing still goes to the renderer: one shown in a tab of
        // the app's own tab bar selects that tab.
        if plan.isEmpty, !Self.isLinkIntoATab(command) {
            completion?(.success(change))
            return
        }
        let id = rendering.nextID()
        var finished: (@MainActor () -> Void)?
        if let completion { finished = { completion(.success(change)) } }
        rendering.pending = RenderingState.Pending(id: id, command: nil, completion: finished)
        bus.isAwaitingRenderer = true
        renderer.render(NavigationTransition(change: change, plan: plan, command: command, id: id, rendering: rendering))
        guard rendering.pending?.id == id else { return }
        rendering.pending?.command = command
        rendering.pending?.timer = bus.clock.schedule(at: bus.clock.now + rendering.timeout) { [weak self] in
            self?.transitionTimedOut(id)
        }
    }

    private static func isLinkIntoATab(_ command: NavigationCommand?) -> Bool {
        if case .showInTab? = command { true } else { false }
    }

    /// The renderer finished transition `id`, of `command`: the command's completion runs and the
    /// bus goes on. The completion runs as the bus's own work, so a command it sends waits behind
    /// the commands already waiting, as it would without a renderer.
    func transitionFinished(_ id: Int, command: NavigationCommand?) {
        guard rendering.pending?.id == id, let pending = rendering.abandonPending() else { return }
        bus.isAwaitingRenderer = false
        rendering.observer?(.finished(command))
        bus.whileBusy { pending.complete() }
        bus.resume()
    }

    /// The renderer did not finish transition `id` in time: the commands waiting behind it fail,
    /// then its completion runs (what that sends is new, and goes on), then the bus goes on.
    private func transitionTimedOut(_ id: Int) {
        guard rendering.pending?.id == id, let pending = rendering.abandonPending() else { return }
        bus.isAwaitingRenderer = false
        rendering.observer?(.timedOut(pending.command))
        renderer?.renderingTimedOut()
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
