import Wayfinder

// What the user does in the UI, simulated: a test reports a back swipe, a sheet dragged down or a
// tab tap as the renderer of a real app would.

extension TestNavigator {
    /// Simulates what the user did on screen, as a renderer reports it (`Navigator.report(_:)`):
    /// `test.report(.popped(to: screen))`, `test.report(.selectedTab(1))`.
    ///
    /// - Parameter report: What the user did.
    /// - Returns: The outcome, or why nothing changed.
    @discardableResult
    public func report(_ report: UserReport) -> Result<NavigationOutcome, NavigationError> {
        navigator.report(report)
    }
}
