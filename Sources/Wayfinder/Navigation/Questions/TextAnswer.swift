/// The answer to an alert with a text field: the button's answer and what the field held.
public struct TextAnswer<Answer: Equatable & Sendable>: Equatable, Sendable {
    /// The chosen button's answer; the cancel button's (often `nil`) for every other way out.
    public let answer: Answer?
    /// The field's text when a button was chosen; `nil` for every other way out.
    public let text: String?

    /// Creates an answer.
    ///
    /// - Parameters:
    ///   - answer: The button's answer.
    ///   - text: The field's text.
    package init(answer: Answer?, text: String?) {
        self.answer = answer
        self.text = text
    }
}
