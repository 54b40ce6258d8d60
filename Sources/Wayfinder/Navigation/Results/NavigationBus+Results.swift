// Resolving the callers awaiting a child that never reached the stack.

/// The result channel of a view model that produces results.
@MainActor
func awaiting(_ viewModel: any ViewModel) -> (any ResultAwaiting)? {
    guard ViewModelTraits.of(viewModel).isResultProducing else { return nil }
    return (viewModel as? any ResultProducing)?.awaiting
}

extension NavigationBus {
    /// A command is done (performed, failed, cancelled, timed out or redirected): a child it
    /// carried that never reached the stack resolves its caller now. This needs no navigator, so
    /// a command that fails because the navigator is gone resolves its children too.
    func resolveUnshownChildren(of interception: Interception, result: Result<NavigationChange, NavigationError>) {
        let exit: ChildExit
        switch result {
        case .success:
            // Performed as sent: every view model it carried reached the stack (marked shown by `settle`).
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
}
