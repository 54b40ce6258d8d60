// After each command: tell the view models that adopted `ScreenLifecycle` how their screens
// moved, and resolve the callers awaiting a child that left (or never appeared).

extension Navigator {
    /// A command changed the stack: lifecycle callbacks, in their documented order, and
    /// cancelled results for the children that left.
    func settle(
        _ command: NavigationCommand, previousTop: ScreenEntry?,
        arrivals: [any ViewModel], departures: [any ViewModel]
    ) {
        for viewModel in arrivals {
            if let channel = awaiting(viewModel), channel.isAwaitingUnshown {
                channel.markShown()
                awaitedChildren.insert(channel)
            }
        }
        let top = stack.topEntry
        let topChanged = top?.id != previousTop?.id
        if topChanged, let previous = previousTop?.viewModel as? any ScreenLifecycle {
            previous.screenDidStopBeingTop()
        }
        let exit = command.exit
        for viewModel in departures.reversed() {
            (viewModel as? any ScreenLifecycle)?.screenWasRemoved()
            if let channel = awaiting(viewModel) {
                awaitedChildren.remove(channel)
                channel.cancel(exit)
            }
        }
        if topChanged, let current = top?.viewModel as? any ScreenLifecycle {
            current.screenDidBecomeTop()
        }
    }

    /// A command is done (performed, failed, cancelled or redirected): a child it carried that
    /// never reached the stack resolves its caller now.
    func settle(sent: NavigationCommand, performed: NavigationCommand, result: Result<NavigationChange, NavigationError>) {
        let exit: ChildExit = switch result {
        case .success: .redirected
        case .failure(let error): .notShown(error)
        }
        for viewModel in sent.viewModels + performed.viewModels {
            if let channel = awaiting(viewModel), channel.isAwaitingUnshown {
                channel.cancel(exit)
            }
        }
    }

    private func awaiting(_ viewModel: any ViewModel) -> (any ResultAwaiting)? {
        (viewModel as? any ResultProducing)?.awaiting
    }
}
