/// One navigation controller of the headless stack: a stack of screens, index 0 its root.
///
/// Each modal level holds one; a root tab container holds one per tab, a root split container
/// one per column. A navigation controller always holds at least one screen. Users read it as a
/// ``NavigationControllerSnapshot``.
struct NavigationController {
    /// The controller's identifier in its stack.
    let id: NavigationControllerID
    /// The screens, never empty.
    var entries: [ScreenEntry]

    init(id: NavigationControllerID, entries: [ScreenEntry]) {
        self.id = id
        self.entries = entries
    }

    /// The view models of the screens, root first.
    var viewModels: [any ViewModel] { entries.map(\.viewModel) }

    /// The number of screens (at least 1).
    var count: Int { entries.count }

    /// The controller as a value, without references to its screens.
    var snapshot: NavigationControllerSnapshot {
        NavigationControllerSnapshot(id: id, history: PersistentStack(top: entries.last?.node))
    }
}
