// After each command: tell the view models that adopted `ScreenLifecycle` how their screens
// moved, and resolve the callers awaiting a child that left.

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
        // By identity: a view model that a command lays out again (resetStack) stays on top.
        let topChanged = top?.viewModel !== previousTop?.viewModel
        if topChanged, let previous = previousTop?.viewModel as? any ScreenLifecycle {
            previous.screenDidStopBeingTop()
        }
        let exit = command.exit
        for viewModel in departures.reversed() {
            // The caller hears first: a child that finishes from `screenWasRemoved` is too late.
            if let channel = awaiting(viewModel) {
                awaitedChildren.remove(channel)
                channel.cancel(exit)
            }
            (viewModel as? any ScreenLifecycle)?.screenWasRemoved()
        }
        if topChanged, let current = top?.viewModel as? any ScreenLifecycle {
            current.screenDidBecomeTop()
        }
    }
}
