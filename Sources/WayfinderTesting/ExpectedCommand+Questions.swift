import Wayfinder

// Questions: asked with answers of a type, and answered by the user.

extension ExpectedCommand {
    /// A question asked with answers of this type (`NavigationServices.ask(_:)` and the other
    /// typed calls).
    ///
    /// ```swift
    /// navigator.expectCommands([.ask(DeleteChoice.self, title: "Delete wayfinder?"), .answered(.button(0))])
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type of the question's answers.
    ///   - style: An alert or a confirmation dialog; `nil` accepts both.
    ///   - title: The question's title; `nil` accepts any.
    ///   - predicate: What else must hold for the question; `nil` checks nothing more.
    /// - Returns: The expectation.
    public static func ask<Answer: Equatable & Sendable>(
        _ type: Answer.Type, style: QuestionStyle? = nil, title: String? = nil,
        where predicate: (@MainActor (QuestionContent) -> Bool)? = nil
    ) -> ExpectedCommand {
        var options: [String] = []
        if let style { options.append("style: \(style)") }
        if let title { options.append("title: \"\(title)\"") }
        if predicate != nil { options.append("where: …") }
        let line = "ask(" + ([TypeNames.name(of: type)] + options).joined(separator: ", ") + ")"
        return ExpectedCommand(.performed, command: line) { command in
            guard case .ask(let question) = command, question.answerType == type else { return .differs }
            let content = question.content
            if let style, style != content.style { return .differs }
            if let title, title != content.title { return .differs }
            if let predicate, !predicate(content) { return .failsPredicate }
            return .matches
        }
    }

    /// The user answered the question shown, or the system dismissed it (the report
    /// `UserReport.answered`, whatever the question's id).
    ///
    /// - Parameter reply: What the user did; `nil` accepts any reply.
    /// - Returns: The expectation.
    public static func answered(_ reply: QuestionReply? = nil) -> ExpectedCommand {
        ExpectedCommand(.performed, report: "reported answered" + (reply.map { "(\($0))" } ?? "")) { report in
            guard case .answered(_, let actual) = report else { return false }
            return reply == nil || reply == actual
        }
    }
}
