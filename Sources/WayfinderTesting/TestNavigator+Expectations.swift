import Wayfinder

extension TestNavigator {
    /// Expects the path the user sees, in one line: the root level's screens and each modal
    /// level's (for a tab root, the selected tab's screens). A mismatch is reported with the
    /// expected and actual stacks side by side.
    ///
    /// The shorthand of ``expectStack(_:fileID:filePath:line:column:)`` for the common case: a
    /// ``StackShape`` of these types, compared with the path the user sees (the other tabs and
    /// columns left out). Write the shape for values, or for the whole stack.
    ///
    /// ```swift
    /// navigator.expectStack([HomeViewModel.self, RepoViewModel.self], modal: [LoginViewModel.self])
    /// ```
    ///
    /// - Parameters:
    ///   - root: The view model types of the root level's screens, root first.
    ///   - modal: The view model types of each modal level's screens, bottom level first.
    ///   - question: The title of the question shown over the top level, if one should be.
    ///   - fileID: Where the expectation is written.
    ///   - filePath: Where the expectation is written.
    ///   - line: Where the expectation is written.
    ///   - column: Where the expectation is written.
    /// - Returns: Whether the stack was as expected.
    @discardableResult
    public func expectStack(
        _ root: [any ViewModel.Type], modal: [any ViewModel.Type]..., question: String? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        navigator.expectPath(
            root, modals: modal, question: question,
            at: ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects the whole stack, tabs included.
    ///
    /// - Parameters:
    ///   - expected: The shape the stack should have.
    ///   - fileID: Where the expectation is written.
    ///   - filePath: Where the expectation is written.
    ///   - line: Where the expectation is written.
    ///   - column: Where the expectation is written.
    /// - Returns: Whether the stack was as expected.
    @discardableResult
    public func expectStack(
        _ expected: StackShape,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        StackExpectation(stack: stack).expect(
            expected, StackShape(stack.snapshot),
            at: ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Marks every command so far asserted, without checking them (in ``Exhaustivity/on`` mode,
    /// for the set-up of a test).
    ///
    /// - Returns: The commands skipped.
    @discardableResult
    public func skipCommands() -> [String] {
        ledger.take().filter(\.mustBeAsserted).map(\.line)
    }

    /// Expects the screen on top to show a view model of this type, and returns that view model,
    /// so that the test goes on driving it; a mismatch is recorded as a failure at the caller's
    /// line, as every expectation's is, naming what is on top instead, with the stack, and
    /// returns `nil`.
    ///
    /// ```swift
    /// navigator.expectTopViewModel(LoginViewModel.self)?.signIn(user: "octocat")
    /// ```
    ///
    /// - Parameters:
    ///   - type: The expected view model type.
    ///   - fileID: Where the expectation is written.
    ///   - filePath: Where the expectation is written.
    ///   - line: Where the expectation is written.
    ///   - column: Where the expectation is written.
    /// - Returns: The view model on top, or `nil` when it is not of `type`.
    @discardableResult
    public func expectTopViewModel<Model: ViewModel>(
        _ type: Model.Type,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Model? {
        if let top = stack.topViewModel as? Model { return top }
        let found = stack.topViewModel.map { String(describing: Swift.type(of: $0)) } ?? "nothing (the stack is empty)"
        FailureReporter.report(
            """
            The top screen shows \(found), not \(String(describing: type)). The stack:
            \(StackShape(stack.snapshot).lines.joined(separator: "\n"))
            """,
            at: ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return nil
    }
}
