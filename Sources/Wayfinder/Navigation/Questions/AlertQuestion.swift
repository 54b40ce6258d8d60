/// An alert that asks the user to choose, with answers of your type.
///
/// ```swift
/// enum DeleteChoice { case delete }
/// let answer = try await services.ask(AlertQuestion(
///     title: "Delete wayfinder?", message: "This cannot be undone.",
///     buttons: [.destructive("Delete", .delete), .cancel("Cancel")]))
/// if answer == .delete { try await repositories.delete("wayfinder") }
/// ```
///
/// Named so as not to clash with SwiftUI's `Alert`.
public struct AlertQuestion<Answer: Equatable & Sendable>: Sendable {
    /// The question, in a few words.
    package var title: String
    /// More words under the title.
    package var message: String?
    /// A text field, whose text comes back with the answer (``NavigationServices/askForText(_:)``).
    package var textField: QuestionTextField?
    /// The buttons, in order; at most one with the cancel role.
    package var buttons: [QuestionButton<Answer>]

    /// Creates an alert.
    ///
    /// - Parameters:
    ///   - title: The question, in a few words.
    ///   - message: More words under the title.
    ///   - textField: A text field, if the user should type something.
    ///   - buttons: The buttons, in order.
    public init(
        title: String, message: String? = nil, textField: QuestionTextField? = nil, buttons: [QuestionButton<Answer>]
    ) {
        self.title = title
        self.message = message
        self.textField = textField
        self.buttons = buttons
    }

    /// What the stack and the renderers see of it.
    package var content: QuestionContent {
        QuestionContent(
            style: .alert, title: title, message: message,
            buttons: buttons.map { QuestionContent.Button(title: $0.title, role: $0.role) }, textField: textField)
    }
}
