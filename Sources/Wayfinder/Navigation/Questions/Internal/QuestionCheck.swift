/// Whether the toolkits can show a question: the checks `ask` makes before anything changes.
enum QuestionCheck {
    /// The first problem found, or `nil` when the question can be shown.
    static func problem(in content: QuestionContent) -> QuestionProblem? {
        if content.title.isEmpty { return .emptyTitle(button: nil) }
        if content.buttons.isEmpty { return .noButtons }
        if let index = content.buttons.firstIndex(where: { $0.title.isEmpty }) { return .emptyTitle(button: index) }
        if content.buttons.lazy.filter({ $0.role == .cancel }).count > 1 { return .multipleCancelButtons }
        if content.style == .confirmationDialog, content.textField != nil { return .textFieldInDialog }
        return nil
    }
}
