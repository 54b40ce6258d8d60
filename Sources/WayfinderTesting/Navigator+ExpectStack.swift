import Wayfinder

extension Navigator {
    /// Expects the path the user sees, as ``TestNavigator/expectStack(_:modal:question:fileID:filePath:line:column:)``
    /// does for a test navigator: for a test that drives the app's own navigator. A mismatch is
    /// recorded at the caller's line, with the expected and actual stacks side by side.
    ///
    /// ```swift
    /// navigator.expectStack([ProfileViewModel.self, RepositoryViewModel.self], modal: [SignInViewModel.self])
    /// ```
    ///
    /// - Parameters:
    ///   - root: The view model types of the root level's screens (the selected tab's, the
    ///     focused column's), root first.
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
        expectPath(
            root, modals: modal, question: question,
            at: ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The path the user sees compared with these types, for both navigators' `expectStack`.
    func expectPath(
        _ root: [any ViewModel.Type], modals: [[any ViewModel.Type]], question: String?, at location: ExpectationLocation
    ) -> Bool {
        StackExpectation(stack: stack).expect(
            StackShape(root, modals: modals, question: question), StackShape(stack.snapshot).visiblePath, at: location)
    }
}
