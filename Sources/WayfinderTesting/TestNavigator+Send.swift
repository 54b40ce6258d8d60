import Wayfinder

// Actions and the stack they produce, in one assertion, in the manner of TCA's TestStore.

extension TestNavigator {
    /// Runs an action of a view model, lets the navigator settle, and expects the whole stack
    /// it leaves: types, and values where the shape's screens have predicates.
    ///
    /// ```swift
    /// await navigator.send({ home.repositoryTapped(named: "wayfinder") }, expecting: StackShape(screens: [
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
    public func send(
        _ action: @MainActor () async throws -> Void, expecting expected: StackShape,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async rethrows -> Bool {
        try await action()
        await settle(fileID: fileID, filePath: filePath, line: line, column: column)
        return expectStack(expected, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Runs an action of a view model, lets the navigator settle, and hands the stack it leaves
    /// to `assert`, for checks a shape cannot state.
    ///
    /// ```swift
    /// try await navigator.send {
    ///     home.repositoryTapped(named: "wayfinder")
    /// } then: { stack in
    ///     let repository = try #require(stack.topViewModel as? RepositoryViewModel)
    ///     #expect(repository.name == "wayfinder")
    ///     #expect(stack.snapshot.levels.count == 1)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - action: What the view model does.
    ///   - assert: Checks the stack after it.
    ///   - fileID: Where a failure to settle is reported.
    ///   - filePath: Where a failure to settle is reported.
    ///   - line: Where a failure to settle is reported.
    ///   - column: Where a failure to settle is reported.
    /// - Throws: What `action` or `assert` throws.
    public func send(
        _ action: @MainActor () async throws -> Void, then assert: @MainActor (NavigationControllerStack) throws -> Void,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async rethrows {
        try await action()
        await settle(fileID: fileID, filePath: filePath, line: line, column: column)
        try assert(stack)
    }
}
