// Resolving the callers awaiting a child that never reached the stack.

/// The result channel of a view model that produces results.
@MainActor
func awaiting(_ viewModel: any ViewModel) -> (any ResultAwaiting)? {
    guard ViewModelTraits.of(viewModel).isResultProducing else { return nil }
    return (viewModel as? any ResultProducing)?.awaiting
}

/// A command is done (performed, failed, cancelled, timed out or redirected): a child it carried
/// that never reached the stack resolves its caller now. The navigator's after-change stage calls
/// this; so does the bus for a command that fails because the navigator is gone.
@MainActor
func resolveUnshownChildren(of interception: Interception, result: Result<NavigationChange, NavigationError>) {
    let exit: ChildExit
    switch result {
    case .success:
        // Performed as sent: every view model it carried reached the stack (marked shown by the
        // after-change stage).
        if interception.redirects == 0 { return }
        exit = .redirected
    case .failure(let error): exit = .notShown(error)
    }
    func resolve(_ command: NavigationCommand) {
        for viewModel in command.viewModels {
            if let channel = awaiting(viewModel), channel.isAwaitingUnshown { channel.cancel(exit) }
        }
    }
    resolve(interception.sent)
    if interception.redirects > 0 { resolve(interception.command) }
}
