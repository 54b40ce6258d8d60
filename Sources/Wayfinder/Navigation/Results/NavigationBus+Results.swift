// Resolving the callers awaiting a child that never reached the stack.

/// The result channel of a view model that produces results.
@MainActor
func awaiting(_ viewModel: any ViewModel) -> (any ResultAwaiting)? {
    guard ViewModelTraits.of(viewModel).isResultProducing else { return nil }
    return (viewModel as? any ResultProducing)?.awaiting
}

/// Which of the navigator's protocols a view model type adopts, looked up once per type:
/// `as? any P` costs a conformance-cache lookup (~400 instructions) on every call.
@MainActor
struct ViewModelTraits {
    let isResultProducing: Bool
    let isLifecycle: Bool
    let isTabContainer: Bool

    @exclusivity(unchecked) private static var lastType: ObjectIdentifier?
    @exclusivity(unchecked) private static var lastTraits = ViewModelTraits(isResultProducing: false, isLifecycle: false, isTabContainer: false)
    @exclusivity(unchecked) private static var cache: [ObjectIdentifier: ViewModelTraits] = [:]

    static func of(_ viewModel: any ViewModel) -> ViewModelTraits {
        let key = ObjectIdentifier(type(of: viewModel))
        if key == lastType { return lastTraits }
        let traits = cache[key] ?? {
            let made = ViewModelTraits(
                isResultProducing: viewModel is any ResultProducing, isLifecycle: viewModel is any ScreenLifecycle,
                isTabContainer: viewModel is any TabContainerViewModel)
            cache[key] = made
            return made
        }()
        lastType = key
        lastTraits = traits
        return traits
    }
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
        func visit(_ command: NavigationCommand) {
            switch command {
            case .push(let viewModel, _), .present(let viewModel, _), .resetRoot(let viewModel),
                 .popTo(let viewModel, _), .close(let viewModel, _):
                if let channel = awaiting(viewModel), channel.isAwaitingUnshown { channel.cancel(exit) }
            case .pop, .popToRoot, .dismiss, .selectTab, .userDidPop, .userDidDismiss, .userDidSelectTab:
                break
            default:
                for viewModel in command.viewModels {
                    if let channel = awaiting(viewModel), channel.isAwaitingUnshown { channel.cancel(exit) }
                }
            }
        }
        visit(interception.sent)
        if interception.redirects > 0 { visit(interception.command) }
    }
}
