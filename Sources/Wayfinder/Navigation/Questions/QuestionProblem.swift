/// Why a question cannot be shown: the error ``NavigationError/invalidQuestion(_:)`` carries,
/// at the call, before anything is shown.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum QuestionProblem: Hashable, Sendable, CustomStringConvertible {
    /// The question has no buttons: the user would have no way to answer.
    case noButtons
    /// More than one button has the cancel role; the toolkits show one.
    case multipleCancelButtons
    /// The question or the button at this index has an empty title; `nil` names the question's
    /// own title.
    case emptyTitle(button: Int?)
    /// Two buttons give the same answer, so the answer would not say which was chosen (and a
    /// test could not choose by answer).
    case duplicateAnswer(String)
    /// A confirmation dialog was given a text field; only alerts show one.
    case textFieldInDialog

    /// A sentence that says what is wrong.
    public var description: String {
        switch self {
        case .noButtons: "the question has no buttons, so it could not be answered"
        case .multipleCancelButtons: "the question has more than one cancel button"
        case .emptyTitle(nil): "the question has an empty title"
        case .emptyTitle(let index?): "button \(index) has an empty title"
        case .duplicateAnswer(let answer): "two buttons answer \(answer)"
        case .textFieldInDialog: "a confirmation dialog cannot show a text field; use an alert"
        }
    }
}
