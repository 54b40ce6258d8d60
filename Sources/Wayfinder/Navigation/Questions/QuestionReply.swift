/// What the user did with a question, as a renderer reports it
/// (``UserReport/answered(_:_:)``).
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum QuestionReply: Hashable, Sendable, CustomStringConvertible {
    /// The user chose the button at this index, with the alert's text field holding `text`
    /// (`nil` without a text field).
    case button(Int, text: String? = nil)
    /// The system took the question away without a button (a tap outside a dialog, the escape
    /// key): it answers as the cancel button does.
    case dismissed

    /// `button 1` (with its text, quoted) or `dismissed`.
    public var description: String {
        switch self {
        case .button(let index, nil): "button \(index)"
        case .button(let index, let text?): "button \(index) \"\(text)\""
        case .dismissed: "dismissed"
        }
    }
}
