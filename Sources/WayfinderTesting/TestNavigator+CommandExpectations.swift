import Wayfinder

extension TestNavigator {
    /// Expects what happened since the last assertion, typed: the commands performed
    /// (``ExpectedCommand/sent(_:)``) or failed, in order, written as the commands themselves
    /// with their view models as stand-ins of their types and predicates on their values
    /// (``Wayfinder/ViewModel/expected(where:)``); the user's reports; and, where the test lists them,
    /// suspensions and the renderer's acknowledgements. Everything recorded so far is then marked
    /// asserted.
    ///
    /// ```swift
    /// home.repositoryTapped(named: "wayfinder")
    /// navigator.expectCommands([
    ///     .sent(.push(RepositoryViewModel.expected { $0.name == "wayfinder" })),
    ///     .failed(.pop(), .cannotPopRoot),
    /// ])
    /// ```
    ///
    /// With ``Exhaustivity/on``, every command performed or failed must be listed, in order.
    /// With ``Exhaustivity/off``, the listed ones must appear in order, and the others are
    /// skipped. In both modes, suspensions and acknowledgements not listed are skipped, and an
    /// empty list expects that no command was performed or failed.
    ///
    /// A mismatch is reported with the expected and recorded entries side by side, aligned so
    /// that a command too many or too few is one row, the recorded view models with their
    /// values, and for a predicate that does not hold, the values it saw:
    ///
    /// ```text
    /// expected                            │ actual
    /// push(RepositoryViewModel) where … ≠ push(RepositoryViewModel(name: "wayfinder-x"))
    /// ```
    ///
    /// - Parameters:
    ///   - expected: The expected entries, in order.
    ///   - fileID: Where the expectation is written.
    ///   - filePath: Where the expectation is written.
    ///   - line: Where the expectation is written.
    ///   - column: Where the expectation is written.
    /// - Returns: Whether the entries were as expected.
    @discardableResult
    public func expectCommands(
        _ expected: [ExpectedCommand],
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        // An empty list says exactly what it means in both modes: no command at all.
        let comparison = CommandComparison(
            expected: expected, actual: ledger.take(), exhaustive: exhaustivity == .on || expected.isEmpty)
        guard let message = comparison.failureMessage else { return true }
        FailureReporter.report(
            "The commands are not as expected:\n" + message,
            at: ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return false
    }
}
