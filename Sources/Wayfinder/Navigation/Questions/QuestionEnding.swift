/// How a question ended: every question asked ends exactly once, one of these ways.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum QuestionEnding: Hashable, Sendable, CustomStringConvertible {
    /// The user answered, or the system dismissed it (``QuestionReply/dismissed``).
    case replied(QuestionReply)
    /// A command took it away: any command performed while it is shown (a deep link, another
    /// question, a dismissal of its level), since a question is answered before anything else
    /// moves.
    case removed
    /// The navigator holding it was released.
    case released

    /// The index of the button the user chose, if they chose one.
    package var buttonIndex: Int? {
        if case .replied(.button(let index, _)) = self { index } else { nil }
    }

    /// The text field's text when the user chose a button, if the question has a field.
    package var text: String? {
        if case .replied(.button(_, let text)) = self { text } else { nil }
    }

    /// `replied button 0`, `replied dismissed`, `removed` or `released`.
    public var description: String {
        switch self {
        case .replied(let reply): "replied \(reply)"
        case .removed: "removed"
        case .released: "released"
        }
    }
}
