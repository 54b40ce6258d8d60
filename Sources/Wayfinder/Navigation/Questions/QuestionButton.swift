/// A button of a question, and the answer it gives.
///
/// ```swift
/// .destructive("Delete", .delete)
/// .cancel("Cancel")                 // answers nil
/// .cancel("Keep editing", .stay)    // answers .stay, as does a tap outside
/// ```
public struct QuestionButton<Answer: Equatable & Sendable>: Sendable {
    /// The button's title.
    public let title: String
    /// What the button means.
    public let role: QuestionButtonRole
    /// The answer the button gives; `nil` only for a cancel button without one.
    public let answer: Answer?

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - role: What the button means.
    ///   - answer: The answer it gives.
    package init(_ title: String, role: QuestionButtonRole = .default, answer: Answer?) {
        self.title = title
        self.role = role
        self.answer = answer
    }

    /// An ordinary choice.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - answer: The answer it gives.
    /// - Returns: The button.
    public static func `default`(_ title: String, _ answer: Answer) -> QuestionButton {
        QuestionButton(title, role: .default, answer: answer)
    }

    /// A choice that destroys something.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - answer: The answer it gives.
    /// - Returns: The button.
    public static func destructive(_ title: String, _ answer: Answer) -> QuestionButton {
        QuestionButton(title, role: .destructive, answer: answer)
    }

    /// The way out without choosing. Every way out that is not a button (a tap outside, a
    /// command that takes the question away, the navigator released) answers as it does.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - answer: The answer it gives; `nil` (the default) makes the question answer `nil`.
    /// - Returns: The button.
    public static func cancel(_ title: String, _ answer: Answer? = nil) -> QuestionButton {
        QuestionButton(title, role: .cancel, answer: answer)
    }
}

extension QuestionButton {
    /// The answer an ending gives: the chosen button's, else the cancel button's (`nil` without
    /// one, or without a value).
    static func answer(to ending: QuestionEnding, among buttons: [QuestionButton]) -> Answer? {
        if let index = ending.buttonIndex, buttons.indices.contains(index) { return buttons[index].answer }
        return buttons.first { $0.role == .cancel }?.answer
    }

    /// A question with these buttons, whose ending goes to `ending`.
    static func asked(
        _ content: QuestionContent, _ buttons: [QuestionButton],
        ending: @escaping @Sendable (Result<QuestionEnding, NavigationError>) -> Void
    ) -> AskedQuestion {
        AskedQuestion(
            content, answerType: Answer.self, answers: buttons.map(\.answer), answerProblem: duplicateAnswer(in: buttons),
            ending: ending)
    }

    /// A question whose typed answer goes to `answered`, on the main actor.
    static func asked(
        _ content: QuestionContent, _ buttons: [QuestionButton], then answered: @escaping @MainActor (Answer?) -> Void
    ) -> AskedQuestion {
        asked(content, buttons) { result in
            guard case .success(let ending) = result else { return }
            let answer = answer(to: ending, among: buttons)
            Task { @MainActor in answered(answer) }
        }
    }

    /// Two buttons that give the same answer, which would not say which was chosen.
    private static func duplicateAnswer(in buttons: [QuestionButton]) -> QuestionProblem? {
        for (index, button) in buttons.enumerated() {
            guard let answer = button.answer else { continue }
            for other in buttons[(index + 1)...] where other.answer == answer {
                return .duplicateAnswer(String(describing: answer))
            }
        }
        return nil
    }
}
