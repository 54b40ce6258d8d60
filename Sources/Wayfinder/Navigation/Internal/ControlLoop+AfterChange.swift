// The after-change stage: everything that happens once a command changed the stack (or failed),
// in one place and one order.
//
// A performed command:
//   1. lifecycle callbacks and child results: the old top stops being top; each screen that left
//      (topmost first) resolves the caller awaiting it, then hears `screenWasRemoved`; the new top
//      becomes top; a child the command carried but did not show (a redirect) resolves its caller;
//      each question that ended (answered, replaced, taken away) hears how;
//   2. observers hear `didPerform`, then the observable stack and the change streams are updated;
//   3. the renderer, if one is attached, is handed the change and its plan;
//   4. the completion handler runs: at once without a renderer, else once the renderer finished
//      (later work waits for that, in order: `ControlLoop.hand`).
// A command that failed (in the stack, or stopped by an interceptor):
//   1. the children it carried resolve their callers (`notShown`);
//   2. observers hear `failed`;
//   3. the completion handler runs.
// A report of the user's goes through the same stages, with no children, no completion, and
// `reported` for observers (whether it applied or failed).

extension ControlLoop {
    // Inlined into `perform`, as it was before a journey's hooks made `perform` larger (+27
    // instructions a push or a pop, callgrind).
    @inline(__always)
    func afterChange(
        _ interception: Interception, _ edit: borrowing StackEdit, previousTop: (any ViewModel)?, on navigator: Navigator
    ) {
        let command = interception.command
        // Why screens left matters only when some did.
        let exit = edit.departures.isEmpty ? .replaced : command.exit
        updateScreens(exit: exit, previousTop: previousTop, edit: edit, on: navigator)
        // Performed as sent, every child it carried reached the stack; redirected, some may not.
        if interception.redirects > 0 { resolveUnshownChildren(of: interception, result: .success(edit.change)) }
        for (question, ending) in edit.endedQuestions { question.end(.success(ending)) }
        deliver(.didPerform(command, edit.change))
        publish(edit.change, on: navigator)
        hand(edit.change, command: command, to: navigator.renderer, stack: navigator.stack, completion: interception.completion)
    }

    /// The after-change stage of a report: a report carries no children and has no completion,
    /// and its change goes to the renderer as the user's own (with no command).
    func afterReport(_ report: UserReport, _ edit: borrowing StackEdit, previousTop: (any ViewModel)?, on navigator: Navigator) {
        updateScreens(exit: report.exit, previousTop: previousTop, edit: edit, on: navigator)
        for (question, ending) in edit.endedQuestions { question.end(.success(ending)) }
        deliver(.reported(report, .success(edit.change)))
        publish(edit.change, on: navigator)
        hand(edit.change, command: nil, to: navigator.renderer, stack: navigator.stack, completion: nil)
    }

    /// Tells the observable stack (once made) and the change streams about a change.
    private func publish(_ change: NavigationChange, on navigator: Navigator) {
        if let observable = navigator.observableStorage, #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) {
            (observable as? ObservableStack)?.update(change)
        }
        navigator.changeStreams.yield(change)
    }

    func afterFailure(_ interception: Interception, _ error: NavigationError, reported: NavigationCommand) {
        resolveUnshownChildren(of: interception, result: .failure(error))
        deliver(.failed(reported, error))
        interception.completion?(.failure(error))
    }

    /// Lifecycle callbacks, in their documented order, and the results of the children that came
    /// and went.
    private func updateScreens(
        exit: ChildExit, previousTop: (any ViewModel)?, edit: borrowing StackEdit, on navigator: Navigator
    ) {
        let awaitedChildren = navigator.awaitedChildren
        for viewModel in edit.arrivals {
            if let channel = awaiting(viewModel), channel.isAwaitingUnshown {
                channel.markShown()
                awaitedChildren.insert(channel)
            }
        }
        let top = navigator.stack.topViewModel
        // By identity: a view model that a command lays out again (resetStack) stays on top.
        let topChanged = top !== previousTop
        if topChanged, let previousTop, ViewModelTraits.of(previousTop).isLifecycle,
           let previous = previousTop as? any ScreenLifecycle {
            previous.screenDidStopBeingTop()
        }
        for viewModel in edit.departures.reversed() {
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
