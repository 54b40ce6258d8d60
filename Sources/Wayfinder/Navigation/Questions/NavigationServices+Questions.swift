// Asking a question and awaiting its typed answer: the services' side of `AskedQuestion`.

extension NavigationServices {
    /// Shows an alert over the top level and returns the answer of the button the user chose.
    ///
    /// ```swift
    /// let answer = try await services.ask(AlertQuestion(
    ///     title: "Delete wayfinder?", buttons: [.destructive("Delete", .delete), .cancel("Cancel")]))
    /// ```
    ///
    /// Every way out answers exactly once: the chosen button's answer; for any other way out (a
    /// command that takes the question away, the navigator released) the cancel button's answer,
    /// or `nil` without one. The question waits its turn behind a transition like any command.
    ///
    /// - Parameter alert: The alert.
    /// - Returns: The answer.
    /// - Throws: ``NavigationError/invalidQuestion(_:)`` for a question that cannot be shown (no
    ///   buttons, two cancel buttons, an empty title, two buttons with the same answer), before
    ///   anything is shown; ``NavigationError/noRoot`` or another error of
    ///   ``NavigationCommand/ask(_:)`` when it was not shown.
    public func ask<Answer>(_ alert: AlertQuestion<Answer>) async throws(NavigationError) -> Answer? {
        try await askForText(alert).answer
    }

    /// Shows an alert with a text field and returns the answer with what the user typed.
    ///
    /// ```swift
    /// let reply = try await services.askForText(AlertQuestion(
    ///     title: "Rename", textField: QuestionTextField(placeholder: "Name", text: name),
    ///     buttons: [.default("Rename", true), .cancel("Cancel")]))
    /// if reply.answer == true, let text = reply.text { name = text }
    /// ```
    ///
    /// - Parameter alert: The alert.
    /// - Returns: The chosen button's answer and the field's text; for any other way out, the
    ///   cancel button's answer and no text.
    /// - Throws: The errors of ``ask(_:)-(AlertQuestion<Answer>)``.
    public func askForText<Answer>(_ alert: AlertQuestion<Answer>) async throws(NavigationError) -> TextAnswer<Answer> {
        let ending = try await ending(of: alert.content, alert.buttons)
        return TextAnswer(answer: QuestionButton.answer(to: ending, among: alert.buttons), text: ending.text)
    }

    /// Shows a confirmation dialog over the top level and returns the answer of the button the
    /// user chose.
    ///
    /// ```swift
    /// let answer = try await services.ask(DialogQuestion(
    ///     title: "Discard your changes?",
    ///     buttons: [.destructive("Discard", true), .cancel("Keep editing", false)]))
    /// ```
    ///
    /// A tap outside the dialog answers as its cancel button does, as does every other way out
    /// that is not a button.
    ///
    /// - Parameter dialog: The dialog.
    /// - Returns: The answer.
    /// - Throws: The errors of ``ask(_:)-(AlertQuestion<Answer>)``.
    public func ask<Answer>(_ dialog: DialogQuestion<Answer>) async throws(NavigationError) -> Answer? {
        let ending = try await ending(of: dialog.content, dialog.buttons)
        return QuestionButton.answer(to: ending, among: dialog.buttons)
    }

    /// Asks and waits for the question's ending.
    private func ending<Answer>(
        of content: QuestionContent, _ buttons: [QuestionButton<Answer>]
    ) async throws(NavigationError) -> QuestionEnding {
        // A wait a test's settle knows: see NavigationActivity.
        let activity = (self as? BusNavigationServices)?.activity
        let operation = NavigationActivity.currentOperationWaits()
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<QuestionEnding, NavigationError>, Never>) in
            let waiter = CountedContinuation(continuation: continuation, activity: activity)
            let question = QuestionButton.asked(content, buttons) { waiter.resume(returning: $0) }
            // For services of the app's own; a navigator's have ended it already (a second end is
            // ignored).
            if case .failure(let error) = ask(question) { question.end(.failure(error)) }
        }
        operation?.resumed()
        activity?.wokeUp()
        return try result.get()
    }
}
