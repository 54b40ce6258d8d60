import Wayfinder

// Questions and guarded screens, as a test drives them: expect the question shown, answer it as
// the user would, try to leave a screen that holds unsaved work.

extension TestNavigator {
    /// The question shown over the top level, if any.
    var question: QuestionSnapshot? { snapshot.question }

    /// Expects a question to be shown, asked with answers of this type, and checks what it says.
    /// The question it returns is answered by value, with the answer type known:
    ///
    /// ```swift
    /// navigator.expectQuestion(DeleteChoice.self, title: "Delete wayfinder?", buttons: ["Delete", "Cancel"])?
    ///     .answer(.delete)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type of the question's answers.
    ///   - style: An alert or a confirmation dialog; `nil` accepts both.
    ///   - title: The question's title; `nil` accepts any.
    ///   - buttons: The buttons' titles, in order; `nil` accepts any.
    ///   - predicate: What else must hold for the question; `nil` checks nothing more.
    ///   - fileID: Where the expectation is written.
    ///   - filePath: Where the expectation is written.
    ///   - line: Where the expectation is written.
    ///   - column: Where the expectation is written.
    /// - Returns: The question, to answer; `nil` when no such question was shown (a failure is
    ///   reported).
    @discardableResult
    public func expectQuestion<Answer: Equatable & Sendable>(
        _ type: Answer.Type, style: QuestionStyle? = nil, title: String? = nil, buttons: [String]? = nil,
        where predicate: ((QuestionContent) -> Bool)? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> ExpectedQuestion<Answer>? {
        let location = ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let asked = navigator.stack.askedQuestion, let snapshot = question else {
            FailureReporter.report("No question is shown; the stack:\n\(self.snapshot)", at: location)
            return nil
        }
        let content = asked.content
        var problems: [String] = []
        if let answerType = asked.answerType, answerType != type {
            problems.append("its answers are \(answerType), not \(type)")
        } else if asked.answerType == nil {
            problems.append("it was asked without typed answers, not with \(type)")
        }
        if let style, style != content.style { problems.append("it is an \(content.style), not a \(style)") }
        if let title, title != content.title { problems.append("its title is \"\(content.title)\", not \"\(title)\"") }
        if let buttons, buttons != content.buttons.map(\.title) {
            problems.append("its buttons are \(content.buttons.map(\.title)), not \(buttons)")
        }
        if let predicate, !predicate(content) { problems.append("the predicate does not hold") }
        guard problems.isEmpty else {
            FailureReporter.report(
                "The question is not as expected: " + problems.joined(separator: "; ") + "\nThe question: \(content)",
                at: location)
            return nil
        }
        return ExpectedQuestion(navigator: self, snapshot: snapshot)
    }

    /// Answers the question shown as the user would, with the button that gives this answer.
    ///
    /// ```swift
    /// navigator.answer(DeleteChoice.delete)
    /// await navigator.settle()  // the view model's `ask` returns .delete
    /// ```
    ///
    /// - Parameters:
    ///   - answer: The answer of the button to choose.
    ///   - text: What the user typed in the alert's text field; `nil` keeps the field's text.
    ///   - fileID: Where a failure is reported.
    ///   - filePath: Where a failure is reported.
    ///   - line: Where a failure is reported.
    ///   - column: Where a failure is reported.
    /// - Returns: Whether a button gave that answer (and was chosen).
    @discardableResult
    public func answer<Answer: Equatable & Sendable>(
        _ answer: Answer, text: String? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let location = ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let asked = shownQuestion(at: location) else { return false }
        guard let index = asked.answers.firstIndex(where: { ($0 as? Answer) == answer }) else {
            FailureReporter.report("No button of the question answers \(answer): \(asked.content)", at: location)
            return false
        }
        return choose(index, of: asked, text: text, at: location)
    }

    /// Answers the question shown with its button of this role (the cancel button, say).
    ///
    /// - Parameters:
    ///   - role: The role of the button to choose; the first with it.
    ///   - text: What the user typed in the alert's text field; `nil` keeps the field's text.
    ///   - fileID: Where a failure is reported.
    ///   - filePath: Where a failure is reported.
    ///   - line: Where a failure is reported.
    ///   - column: Where a failure is reported.
    /// - Returns: Whether a button had that role (and was chosen).
    @discardableResult
    public func answer(
        role: QuestionButtonRole, text: String? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let location = ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let asked = shownQuestion(at: location) else { return false }
        guard let index = asked.content.buttons.firstIndex(where: { $0.role == role }) else {
            FailureReporter.report("The question has no \(role) button: \(asked.content)", at: location)
            return false
        }
        return choose(index, of: asked, text: text, at: location)
    }

    /// The system takes the question shown away without a button (a tap outside a dialog): it
    /// answers as its cancel button does.
    ///
    /// - Parameters:
    ///   - fileID: Where a failure is reported.
    ///   - filePath: Where a failure is reported.
    ///   - line: Where a failure is reported.
    ///   - column: Where a failure is reported.
    /// - Returns: Whether a question was shown.
    @discardableResult
    public func dismissQuestion(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let location = ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let id = shownQuestion(at: location)?.id else { return false }
        return navigator.report(.answered(id, .dismissed)).isSuccess
    }

    /// The user tries to drag the top modal level away, as UIKit reports a drag a guarded sheet
    /// held back: each screen that holds unsaved work decides (it may ask first); call
    /// ``settle(fileID:filePath:line:column:)`` to let it. A level whose screens hold no unsaved
    /// work is simply dismissed, as the drag would have.
    ///
    /// - Returns: Whether a modal level was there to leave.
    @discardableResult
    public func userAttemptsToDismiss() -> Bool {
        guard let top = snapshot.topLevel, top.presentation != nil else { return false }
        let id = top.selectedController.id
        if navigator.userMayDismiss(id) { return navigator.report(.dismissed(id)).isSuccess }
        return navigator.userAttemptedToDismiss(id)
    }

    /// The user tries to go back from the top screen (a back swipe or the back button): a screen
    /// that holds unsaved work decides; any other is simply popped, as the gesture would have.
    ///
    /// - Returns: Whether there was a screen to go back from.
    @discardableResult
    public func userAttemptsToPop() -> Bool {
        guard let top = snapshot.topController, top.screens.count > 1 else { return false }
        if navigator.userMayPop(in: top.id) { return navigator.report(.popped(to: top.screens[top.screens.count - 2].id)).isSuccess }
        return navigator.userAttemptedToPop(in: top.id)
    }

    private func shownQuestion(at location: ExpectationLocation) -> AskedQuestion? {
        guard let asked = navigator.stack.askedQuestion else {
            FailureReporter.report("No question is shown; the stack:\n\(snapshot)", at: location)
            return nil
        }
        return asked
    }

    private func choose(_ index: Int, of asked: AskedQuestion, text: String?, at location: ExpectationLocation) -> Bool {
        guard let id = asked.id else { return false }
        let field = asked.content.textField.map { text ?? $0.text }
        if case .failure(let error) = navigator.report(.answered(id, .button(index, text: field))) {
            FailureReporter.report("The answer was refused: \(error)", at: location)
            return false
        }
        return true
    }
}

extension Result {
    fileprivate var isSuccess: Bool {
        if case .success = self { true } else { false }
    }
}
