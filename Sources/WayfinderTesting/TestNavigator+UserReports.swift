import Wayfinder

// What the user does in the UI, simulated: a test reports a back swipe, a sheet dragged down or a
// tab tap as the renderer of a real app would.

extension TestNavigator {
    /// Simulates the user popping a navigation controller back to one of its screens; see
    /// `Navigator.userDidPop(to:)`.
    ///
    /// - Parameter screen: The screen now on top of its navigation controller.
    /// - Returns: The outcome, or why nothing changed.
    @discardableResult
    public func userDidPop(to screen: ScreenID) -> Result<NavigationOutcome, NavigationError> {
        navigator.userDidPop(to: screen)
    }

    /// Simulates the user dismissing a modal level (a sheet dragged down); see
    /// `Navigator.userDidDismiss(_:)`.
    ///
    /// - Parameter controller: The navigation controller of the dismissed level.
    /// - Returns: The outcome, or why nothing changed.
    @discardableResult
    public func userDidDismiss(_ controller: NavigationControllerID) -> Result<NavigationOutcome, NavigationError> {
        navigator.userDidDismiss(controller)
    }

    /// Simulates the user tapping a tab of the root tab container; see
    /// `Navigator.userDidSelectTab(_:)`.
    ///
    /// - Parameter index: The selected tab.
    /// - Returns: The outcome, or why nothing changed.
    @discardableResult
    public func userDidSelectTab(_ index: Int) -> Result<NavigationOutcome, NavigationError> {
        navigator.userDidSelectTab(index)
    }

    /// Simulates the window becoming compact, so that the root split collapses into one stack, or
    /// regular, so that it expands; see `Navigator.userDidResizeSplit(collapsed:)`.
    ///
    /// - Parameter collapsed: Whether the window is compact now.
    /// - Returns: The outcome.
    @discardableResult
    public func userDidResizeSplit(collapsed: Bool) -> Result<NavigationOutcome, NavigationError> {
        navigator.userDidResizeSplit(collapsed: collapsed)
    }
}
