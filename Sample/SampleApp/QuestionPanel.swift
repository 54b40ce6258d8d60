import Wayfinder

/// A question as the terminal shows it under the screen: the title after `?`, the message, the
/// text field, and the buttons numbered from 1 (a destructive one says so), as in
///
/// ```
/// ? Delete wayfinder?
///   This cannot be undone.
///   1. Delete (destructive)
///   2. Cancel
/// ```
enum QuestionPanel {
    /// The lines of a question.
    ///
    /// - Parameters:
    ///   - question: The question shown.
    ///   - fieldText: What its text field holds now; `nil` without a field.
    /// - Returns: The lines, the title's first.
    static func lines(for question: QuestionSnapshot, fieldText: String?) -> [String] {
        let content = question.content
        var lines = ["? " + content.title]
        if let message = content.message { lines.append("  " + message) }
        if let field = content.textField, let text = fieldText {
            lines.append("  Text: " + shown(text, in: field) + " (w <text> changes it)")
        }
        for (index, button) in content.buttons.enumerated() {
            lines.append("  \(index + 1). \(button.title)" + (button.role == .destructive ? " (destructive)" : ""))
        }
        return lines
    }

    /// The numbers that answer a question, as in `1–2` (or `1`).
    static func answers(of question: QuestionSnapshot) -> String {
        let count = question.content.buttons.count
        return count == 1 ? "1" : "1–\(count)"
    }

    /// The field's text in quotes, hidden for a secure field; the placeholder when it is empty.
    private static func shown(_ text: String, in field: QuestionTextField) -> String {
        if text.isEmpty { return field.placeholder.isEmpty ? "(empty)" : "(\(field.placeholder))" }
        return "“" + (field.isSecure ? String(repeating: "•", count: text.count) : text) + "”"
    }
}
