/// What a guard or an interceptor decides about a command before it is performed.
///
/// Frozen: a guard or an interceptor lets a command go on, stops it, replaces it or holds it; a
/// minor version adds no other decision. Switch over it exhaustively.
public enum NavigationDecision {
    /// Let the command go on to the next interceptor or guard and, after the last, to the stack.
    case proceed
    /// Stop the command: it fails with ``NavigationError/cancelled`` and changes nothing.
    case cancel
    /// Perform this command instead. The new command goes through every interceptor and guard
    /// again, from the first; a redirect cycle fails with ``NavigationError/redirectLoop``.
    case redirect(NavigationCommand)
    /// Hold the command while `operation` runs (a sign-in first), then go on as it decides:
    /// ``proceed`` resumes the held command at the next interceptor or guard, ``cancel`` fails it,
    /// ``redirect(_:)`` performs another command instead.
    ///
    /// The decision is taken exactly once: when the operation returns, or when `timeout` expires
    /// first (the command then fails with ``NavigationError/guardTimedOut`` and the operation's
    /// task is cancelled). While the command is held, commands sent through the bus wait behind
    /// it, in order; commands sent through the `services` handed to the operation (a login
    /// flow's) and reports from the UI go through.
    ///
    /// ```swift
    /// return .suspend(timeout: .seconds(120)) { services in
    ///     let signedIn = await services.result(of: LoginViewModel(session: session), as: .present)
    ///     return signedIn.value == true ? .proceed : .cancel
    /// }
    /// ```
    case suspend(timeout: Duration? = nil, _ operation: @MainActor @Sendable (any NavigationServices) async -> NavigationDecision)
}
