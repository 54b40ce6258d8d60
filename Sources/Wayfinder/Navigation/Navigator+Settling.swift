// After each command: tell the view models that adopted `ScreenLifecycle` how their screens
// moved, and resolve the callers awaiting a child that left.

extension Navigator {
    /// A command changed the stack: lifecycle callbacks, in their documented order, and
    /// cancelled results for the children that left.
    func settle(
        _ command: NavigationCommand, previousTop: (any ViewModel)?,
        arrivals: [any ViewModel], departures: [any ViewModel]
    ) {
        for viewModel in arrivals {
            if let channel = awaiting(viewModel), channel.isAwaitingUnshown {
                channel.markShown()
                awaitedChildren.insert(channel)
            }
        }
        let top = stack.topViewModel
        // By identity: a view model that a command lays out again (resetStack) stays on top.
        let topChanged = top !== previousTop
        if topChanged, let previousTop, ViewModelTraits.of(previousTop).isLifecycle,
           let previous = previousTop as? any ScreenLifecycle {
            previous.screenDidStopBeingTop()
        }
        let exit = command.exit
        for viewModel in departures.reversed() {
            // The caller hears first: a child that finishes from `screenWasRemoved` is too late.
            if let channel = awaiting(viewModel) {
                awaitedChildren.remove(channel)
                channel.cancel(exit)
            }
            if ViewModelTraits.of(viewModel).isLifecycle { (viewModel as? any ScreenLifecycle)?.screenWasRemoved() }
        }
        if topChanged, let top, ViewModelTraits.of(top).isLifecycle, let current = top as? any ScreenLifecycle {
            current.screenDidBecomeTop()
        }
    }
}
