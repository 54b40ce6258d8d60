// `showInTab`: a deep link that lands in its tab and keeps the user's place everywhere else.

extension NavigationControllerStack {
    /// Shows these view models' screens, root first, in one tab of the root tab container: the
    /// modal levels go, the tab is selected, and its navigation controller's screens become
    /// these. The screens at its bottom that are already the same stay, with their view models
    /// (see ``isSameScreen(_:_:)``); the other tabs, and their view models, are untouched.
    func showInTab(_ index: Int, _ viewModels: [any ViewModel], screens: ScreenSource) throws(NavigationError) -> NavigationChange {
        guard let root = levels.first else { throw .noRoot }
        guard root.tabContainer != nil else { throw .noTabs }
        guard root.controllers.indices.contains(index) else {
            throw .tabOutOfRange(index: index, count: root.controllers.count)
        }
        return try show(viewModels, inRootController: index, screens: screens)
    }
}
