import Wayfinder

/// One bus event as a value: the command described by name and view model types, and what
/// happened to it. It holds no reference to a view model, so recording never keeps one alive.
public struct RecordedEvent: Equatable, Sendable, CustomStringConvertible {
    /// What happened to the command.
    #if hasAttribute(nonexhaustive)
    @nonexhaustive
    #endif
    public enum Phase: Equatable, Sendable {
        /// An interceptor held the command while it waited.
        case suspended
        /// The command passed the interceptors and was about to be applied.
        case willPerform
        /// The command was applied, with this change.
        case didPerform(NavigationChange)
        /// The command failed with this error and changed nothing.
        case failed(NavigationError)
        /// A report of the user's: the stack followed it, or could not.
        case reported(Result<NavigationChange, NavigationError>)
    }

    /// The command's name, as in `push` (`reported` for a report of the user's).
    package let commandName: String
    /// The command's description, as in `push(RepoViewModel)` (or the report's, as in
    /// `popped(to: #3)`).
    public let command: String
    /// What happened to it.
    public let phase: Phase

    /// Records an event.
    ///
    /// - Parameter event: The event delivered by the bus.
    @MainActor
    init(_ event: NavigationEvent) {
        switch event {
        case .suspended(let sent): (commandName, command, phase) = (sent.name, sent.description, .suspended)
        case .willPerform(let sent): (commandName, command, phase) = (sent.name, sent.description, .willPerform)
        case .didPerform(let sent, let change): (commandName, command, phase) = (sent.name, sent.description, .didPerform(change))
        case .failed(let sent, let error): (commandName, command, phase) = (sent.name, sent.description, .failed(error))
        case .reported(let report, let result):
            commandName = "reported"
            command = report.description
            phase = .reported(result)
        }
    }

    /// The event as one line, as in `didPerform push(RepoViewModel)` or
    /// `failed pop: cannotPopRoot`.
    public var description: String {
        switch phase {
        case .suspended: "suspended \(command)"
        case .willPerform: "willPerform \(command)"
        case .didPerform: "didPerform \(command)"
        case .failed(let error): "failed \(command): \(error)"
        case .reported(.success): "reported \(command)"
        case .reported(.failure(let error)): "reported \(command): \(error)"
        }
    }
}
