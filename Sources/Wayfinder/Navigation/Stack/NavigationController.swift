/// One navigation controller of the headless stack: a stack of screens, index 0 its root.
///
/// Each modal level holds one; a root tab container holds one per tab. A navigation controller
/// always holds at least one screen. It is a value read from ``NavigationControllerStack``; the
/// stack changes only through commands.
public struct NavigationController {
    /// The controller's identifier in its stack.
    public let id: NavigationControllerID
    /// The screens, never empty.
    var entries: [ScreenEntry]

    init(id: NavigationControllerID, entries: [ScreenEntry]) {
        self.id = id
        self.entries = entries
    }

    /// The screens, index 0 the root screen, the last one on top.
    public var screens: [any Screen] { entries.map(\.screen) }

    /// The view models of ``screens``, in the same order.
    public var viewModels: [any ViewModel] { entries.map(\.viewModel) }

    /// The identifiers of ``screens``, in the same order.
    public var screenIDs: [ScreenID] { entries.map(\.id) }

    /// The number of screens (at least 1).
    public var count: Int { entries.count }

    /// The screen on top.
    public var topScreen: (any Screen)? { entries.last?.screen }

    /// The view model of the screen on top.
    public var topViewModel: (any ViewModel)? { entries.last?.viewModel }

    /// The controller as a value, without references to its screens.
    public var snapshot: NavigationControllerSnapshot {
        NavigationControllerSnapshot(id: id, history: PersistentStack(top: entries.last?.node))
    }
}
