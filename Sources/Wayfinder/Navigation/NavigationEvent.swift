/// What the ``NavigationBus`` tells its observers, in this order for each command:
/// `suspended` when a guard or an interceptor holds it, then `willPerform`, then `didPerform` or `failed`.
///
/// A command cancelled by a guard or an interceptor (or caught in a redirect loop) is reported only as
/// `failed`, with the command as it was sent. A redirected command is reported as the command
/// that was actually performed.
///
/// A ``UserReport`` (what the user already did on screen) is told once, as `reported`, with the
/// change the stack made to follow it or why it could not.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum NavigationEvent {
    /// A guard or an interceptor holds the command while it waits (``NavigationDecision/suspend(timeout:_:)``);
    /// `willPerform` or `failed` follows when it decides. It carries the command as held (after
    /// any redirect) and is sent once per command, however many interceptors hold it.
    case suspended(NavigationCommand)
    /// The command passed the interceptors and is about to be applied.
    case willPerform(NavigationCommand)
    /// The command was applied; the change says what it did.
    case didPerform(NavigationCommand, NavigationChange)
    /// The command did not apply and changed nothing.
    case failed(NavigationCommand, NavigationError)
    /// The stack followed what the user did on screen, or could not (and changed nothing).
    case reported(UserReport, Result<NavigationChange, NavigationError>)

    /// The command the event is about; `nil` for a report.
    public var command: NavigationCommand? {
        switch self {
        case .suspended(let command), .willPerform(let command), .didPerform(let command, _), .failed(let command, _):
            command
        case .reported:
            nil
        }
    }
}

extension NavigationEvent: CustomStringConvertible {
    /// A one-line rendering such as `didPerform push(RepoViewModel)` or
    /// `failed pop: cannot pop: …`.
    public var description: String {
        switch self {
        case .suspended(let command): "suspended \(command)"
        case .willPerform(let command): "willPerform \(command)"
        case .didPerform(let command, _): "didPerform \(command)"
        case .failed(let command, let error): "failed \(command): \(error)"
        case .reported(let report, .success): "reported \(report)"
        case .reported(let report, .failure(let error)): "reported \(report): \(error)"
        }
    }
}
