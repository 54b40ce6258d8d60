import Wayfinder

// An action and the stack it leaves, in one assertion, in the manner of TCA's TestStore (named
// `run`: `send` is what a view model does with a command).

extension TestNavigator {
    /// Runs an action of a view model, lets the navigator settle, and expects the whole stack
    /// it leaves: types, and values where the shape's screens have predicates.
    ///
    /// ```swift
    /// await navigator.run({ home.repositoryTapped(named: "wayfinder") }, expecting: StackShape(screens: [
    ///     .screen(HomeViewModel.self),
    ///     .screen(RepositoryViewModel.self) { $0.name == "wayfinder" },
    /// ]))
    /// ```
    ///
    /// - Parameters:
    ///   - action: What the view model does, as a user's tap would make it.
    ///   - expected: The whole stack after it, tabs included.
    ///   - fileID: Where the expectation is written.
    ///   - filePath: Where the expectation is written.
    ///   - line: Where the expectation is written.
    ///   - column: Where the expectation is written.
    /// - Returns: Whether the stack was as expected.
    /// - Throws: What `action` throws; the stack is not checked then.
    @discardableResult
    public func run(
        _ action: @MainActor () async throws -> Void, expecting expected: StackShape,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async rethrows -> Bool {
        try await action()
        await settle(fileID: fileID, filePath: filePath, line: line, column: column)
        return expectStack(expected, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
