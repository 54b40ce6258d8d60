import Wayfinder

/// A question ``TestNavigator/expectQuestion(_:style:title:buttons:where:fileID:filePath:line:column:)``
/// found, typed by its answers: answer it by value, as in `.answer(.delete)`.
@MainActor
public struct ExpectedQuestion<Answer: Equatable & Sendable> {
    let navigator: TestNavigator
    /// The question, as the stack shows it.
    public let snapshot: QuestionSnapshot

    /// Answers it with the button that gives this answer, as the user would; see
    /// ``TestNavigator/answer(_:text:fileID:filePath:line:column:)``.
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
    public func answer(
        _ answer: Answer, text: String? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        guard navigator.question?.id == snapshot.id else {
            FailureReporter.report(
                "The question \(snapshot) is no longer shown",
                at: ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column))
            return false
        }
        return navigator.answer(answer, text: text, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
