import Wayfinder

extension Navigator {
    /// Lets the work already started run until the navigator knows that nothing can move without
    /// the test, as ``TestNavigator/settle(fileID:filePath:line:column:)`` does for a test
    /// navigator: for a test that drives the app's own navigator (its real screens, a renderer).
    ///
    /// ```swift
    /// let navigator = try makeAppNavigator()
    /// profile.didSelect(repository: "wayfinder")  // a guard holds it while the user signs in
    /// await navigator.settle()
    /// ```
    ///
    /// A navigator made with a ``ManualClock`` settles as a test navigator does: the sleeps the
    /// clock ended have run too when `settle` returns.
    ///
    /// - Parameters:
    ///   - fileID: Where a failure to settle is reported.
    ///   - filePath: Where a failure to settle is reported.
    ///   - line: Where a failure to settle is reported.
    ///   - column: Where a failure to settle is reported.
    public func settle(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let activity = bus.activity
        let clock = bus.timeoutScheduler as? ManualClock
        let settled = await yieldTurns(atLeastOnce: true) {
            // A wait that ended always comes back: settle waits for it however long the machine takes.
            activity.hasPendingWakeUps || !(clock?.isIdle ?? true)
        } until: {
            activity.isIdle && (clock?.isIdle ?? true)
        }
        guard !settled else { return }
        FailureReporter.report(
            "settle() gave up: \(activity.summary). A guard's operation waits for "
                + "something Wayfinder cannot see; let it wait on a child's result, a sendAndWait or the test's clock.",
            at: ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
