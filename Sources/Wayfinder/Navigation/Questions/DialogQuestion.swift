/// A confirmation dialog (an action sheet) that asks the user to choose, with answers of your
/// type.
///
/// ```swift
/// let answer = try await services.ask(DialogQuestion(
///     title: "Discard your changes?",
///     buttons: [.destructive("Discard", LeaveDecision.leave), .cancel("Keep editing", .stay)]))
/// ```
///
/// On a large display it points at the screen that asked (UIKit's popover anchor). It holds no
/// text field: neither toolkit shows one in a dialog.
public struct DialogQuestion<Answer: Equatable & Sendable>: Sendable {
    /// The question, in a few words.
    package var title: String
    /// More words under the title.
    package var message: String?
    /// The buttons, in order; at most one with the cancel role.
    package var buttons: [QuestionButton<Answer>]

    /// Creates a confirmation dialog.
    ///
    /// - Parameters:
    ///   - title: The question, in a few words.
    ///   - message: More words under the title.
    ///   - buttons: The buttons, in order.
    public init(title: String, message: String? = nil, buttons: [QuestionButton<Answer>]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// What the stack and the renderers see of it.
    package var content: QuestionContent {
        QuestionContent(
            style: .confirmationDialog, title: title, message: message,
            buttons: buttons.map { QuestionContent.Button(title: $0.title, role: $0.role) })
    }
}
