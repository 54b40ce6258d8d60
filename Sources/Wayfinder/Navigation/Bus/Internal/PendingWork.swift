/// Work waiting for the bus.
@MainActor
enum PendingWork {
    /// A command sent while the bus was busy or held; `pass` is the suspension whose operation
    /// sent it.
    case command(NavigationCommand, completion: NavigationBus.Completion?, pass: Suspension?)
    /// A held command whose interceptor decided.
    case resume(Suspension, SuspensionOutcome)
    case report(UserReport)
}
