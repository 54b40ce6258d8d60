/// One navigation controller of a ``StackSnapshot``: its identifier and its screens.
public struct NavigationControllerSnapshot: Equatable, Sendable {
    /// The navigation controller's identifier in its stack.
    public let id: NavigationControllerID
    /// The screens, from the bottom (shared with older snapshots).
    let history: PersistentStack<ScreenSnapshot>

    init(id: NavigationControllerID, history: PersistentStack<ScreenSnapshot>) {
        self.id = id
        self.history = history
    }

    /// The screens, index 0 the root screen, the last one on top.
    public var screens: [ScreenSnapshot] { history.elementsFromBottom }

    /// The number of screens.
    package var count: Int { history.count }

    /// The screen on top.
    public var topScreen: ScreenSnapshot? { history.top?.element }
}
