/// What a ``LeaveGuarding`` view model decides when the user tries to leave its screen.
///
/// Frozen: the user leaves or stays; switch over it exhaustively.
public enum LeaveDecision: Hashable, Sendable {
    /// Let the user go: the screen (its sheet, or the pushed screen) is taken away.
    case leave
    /// Keep the screen, and the user's work on it.
    case stay
}
