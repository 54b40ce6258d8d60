// `showInTab`: a deep link that lands in its tab and keeps the user's place everywhere else.

extension NavigationControllerStack {
    /// Shows these view models' screens, root first, in one tab of the root tab container: the
    /// modal levels go, the tab is selected, and its navigation controller's screens become
    /// these. The screens at its bottom that are already the same stay, with their view models
    /// (see ``isSameScreen(_:_:)``); the other tabs, and their view models, are untouched.
    func showInTab(_ index: Int, _ viewModels: [any ViewModel], screens: ScreenSource) throws(NavigationError) -> StackEdit {
        try show(viewModels, inRootController: tab(ofLink: index, viewModels), screens: screens)
    }

    /// The root's navigation controller `showInTab` lands in, which `explain` reads too: tab
    /// `index` of a root tab container, or the one navigation controller of a plain root — a flow
    /// shown in a tab of the app's own tab bar — whatever the index, when the screens start with
    /// its root screen (the same view model, or an equal `Identifiable` one). Any other plain root
    /// (a sign-in screen before the tabs) is no tab.
    func tab(ofLink index: Int, _ viewModels: [any ViewModel]) throws(NavigationError) -> Int {
        guard let root = levels.first else { throw .noRoot }
        if root.tabContainer == nil, root.splitContainer == nil {
            guard let first = viewModels.first else { return 0 }  // `show` says the stack is empty
            guard let bottom = root.controllers.first?.entries.first, Self.isSameScreen(bottom.viewModel, first) else { throw .noTabs }
            return 0
        }
        guard root.tabContainer != nil else { throw .noTabs }
        guard root.controllers.indices.contains(index) else {
            throw .tabOutOfRange(index: index, count: root.controllers.count)
        }
        return index
    }
}
