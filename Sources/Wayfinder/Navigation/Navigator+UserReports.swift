// The entry point for the presenting layer: a real navigation controller lets the user pop by
// swiping back, dismiss a sheet by dragging it down, or tap a tab. The renderer reports each such
// change here, once it is complete, so that the headless stack stays the single source of truth.
// Reports travel on the bus like any command (observers see `willPerform` and `didPerform`) and
// wait their turn behind the commands sent before them, but skip the interceptors: the change
// already happened on screen.

extension Navigator {
    /// Reports that the user popped a navigation controller back to one of its screens (a back
    /// swipe that completed, the back button, a long press on it).
    ///
    /// - Parameter screen: The screen now on top of its navigation controller.
    /// - Returns: The outcome, or ``NavigationError/notInStack`` when no controller holds the screen.
    @discardableResult
    public func userDidPop(to screen: ScreenID) -> Result<NavigationOutcome, NavigationError> {
        bus.send(.userDidPop(to: screen))
    }

    /// Reports that the user dismissed a modal level (a sheet dragged down); the levels above it
    /// go with it.
    ///
    /// - Parameter controller: The navigation controller of the dismissed level.
    /// - Returns: The outcome, ``NavigationError/nothingToDismiss`` for the root level, or
    ///   ``NavigationError/notInStack`` for an unknown controller.
    @discardableResult
    public func userDidDismiss(_ controller: NavigationControllerID) -> Result<NavigationOutcome, NavigationError> {
        bus.send(.userDidDismiss(controller))
    }

    /// Reports that the window is compact, so the root split collapsed into one stack (UIKit's
    /// `splitViewControllerDidCollapse(_:)`, a compact horizontal size class in SwiftUI), or
    /// regular, so it expanded into columns and its detail column is focused. A split root made
    /// later starts in the state last reported; with no split shown, nothing else changes.
    ///
    /// - Parameter collapsed: Whether the window is compact now.
    /// - Returns: The outcome: performed, changed or not.
    @discardableResult
    public func userDidResizeSplit(collapsed: Bool) -> Result<NavigationOutcome, NavigationError> {
        bus.send(.userDidResizeSplit(collapsed: collapsed))
    }

    /// Reports that the user selected a tab of the root tab container.
    ///
    /// - Parameter index: The selected tab.
    /// - Returns: The outcome, or ``NavigationError/noTabs`` or
    ///   ``NavigationError/tabOutOfRange(index:count:)``.
    @discardableResult
    public func userDidSelectTab(_ index: Int) -> Result<NavigationOutcome, NavigationError> {
        bus.send(.userDidSelectTab(index))
    }

    /// Reports that the user answered the question shown (a button), or that the system took it
    /// away (``QuestionReply/dismissed``: a tap outside a dialog), which answers as its cancel
    /// button does.
    ///
    /// - Parameters:
    ///   - question: The question, as its snapshot names it.
    ///   - reply: What the user did.
    /// - Returns: The outcome, ``NavigationError/questionNotShown`` when that question is not shown
    ///   (answered already, or taken away), or ``NavigationError/buttonOutOfRange(index:count:)``.
    @discardableResult
    public func userDidAnswer(_ question: QuestionID, with reply: QuestionReply) -> Result<NavigationOutcome, NavigationError> {
        bus.send(.userDidAnswer(question, reply))
    }
}
