/// What a successful ``NavigationServices`` call did.
///
/// Most calls are performed at once and return ``performed(_:)``. A call made while the bus is
/// busy with another command (from an observer, an interceptor or a completion handler) waits in
/// the bus's queue and returns ``queued``; it is performed, in order, as soon as the current
/// command is finished, and its events (and its completion handler) report how it went.
public enum NavigationOutcome: Equatable, Sendable {
    /// The command was applied; the change says what it did.
    case performed(NavigationChange)
    /// The command was queued behind the command being performed.
    case queued

    /// The applied change, or `nil` when the command was queued.
    public var change: NavigationChange? {
        if case .performed(let change) = self { change } else { nil }
    }
}
