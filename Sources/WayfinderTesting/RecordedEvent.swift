import Wayfinder

/// One bus event as a value: the command described by name and view model types, and what
/// happened to it. It holds no reference to a view model, so recording never keeps one alive.
public struct RecordedEvent: Equatable, Sendable, CustomStringConvertible {
    /// What happened to the command.
    public enum Phase: Equatable, Sendable {
        /// An interceptor held the command while it waited.
        case suspended
        /// The command passed the interceptors and was about to be applied.
        case willPerform
        /// The command was applied, with this change.
        case didPerform(NavigationChange)
        /// The command failed with this error and changed nothing.
        case failed(NavigationError)
    }

    /// The command's name, as in `push`.
    public let commandName: String
    /// The command's description, as in `push(RepoViewModel)`.
    public let command: String
    /// What happened to it.
    public let phase: Phase

    /// Records an event.
    ///
    /// - Parameter event: The event delivered by the bus.
    @MainActor
    public init(_ event: NavigationEvent) {
        commandName = event.command.name
        command = event.command.description
        switch event {
        case .suspended: phase = .suspended
        case .willPerform: phase = .willPerform
        case .didPerform(_, let change): phase = .didPerform(change)
        case .failed(_, let error): phase = .failed(error)
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
        }
    }
}
