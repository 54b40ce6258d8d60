/// What a successful ``NavigationServices`` call did.
///
/// Most calls are performed at once and return ``performed(_:)``. A call made while the bus is
/// busy with another command (from an observer, an interceptor or a completion handler) waits in
/// the bus's queue and returns ``queued``; it is performed, in order, as soon as the current
/// command is finished, and its events (and its completion handler) report how it went. A call
/// that an interceptor holds while it waits (``NavigationDecision/suspend(timeout:_:)``) returns
/// ``suspended``; a later call that waits behind it returns ``queued``.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum NavigationOutcome: Equatable, Sendable, CustomStringConvertible {
    /// The command was applied; the change says what it did.
    case performed(NavigationChange)
    /// The command was queued behind the command being performed or held.
    case queued
    /// An interceptor holds the command while it waits (a sign-in first); it is performed, or
    /// fails, when the interceptor decides or its timeout expires.
    case suspended

    /// The applied change, or `nil` when the command was queued or suspended.
    public var change: NavigationChange? {
        if case .performed(let change) = self { change } else { nil }
    }

    /// `performed` and the change, as in `performed +[#2 RepoViewModel]`; `queued`; `suspended`.
    public var description: String {
        switch self {
        case .performed(let change): "performed \(change)"
        case .queued: "queued"
        case .suspended: "suspended"
        }
    }
}
