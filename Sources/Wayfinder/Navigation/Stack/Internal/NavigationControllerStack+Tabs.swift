// `showInTab`: a deep link that lands in its tab and keeps the user's place everywhere else.

extension NavigationControllerStack {
    /// Shows these view models' screens, root first, in one tab of the root tab container: the
    /// modal levels go, the tab is selected, and its navigation controller's screens become
    /// these. The screens at its bottom that are already the same stay, with their view models
    /// (see ``isSameScreen(_:_:)``); the other tabs, and their view models, are untouched.
    ///
    /// A root of one navigation controller is the one tab of a flow shown in a tab of the app's
    /// own tab bar: the screens land in it, whatever the index, when they start with its root
    /// screen (the same view model, or an equal `Identifiable` one); the renderer shown in that
    /// tab selects it. Any other plain root (a sign-in screen before the tabs) is no tab.
    func showInTab(_ index: Int, _ viewModels: [any ViewModel], screens: ScreenSource) throws(NavigationError) -> NavigationChange {
        guard let root = levels.first else { throw .noRoot }
        if root.tabContainer == nil, root.splitContainer == nil {
            if let first = viewModels.first, !startsWithRootScreen(first) { throw .noTabs }
            return try show(viewModels, inRootController: 0, screens: screens)
        }
        guard root.tabContainer != nil else { throw .noTabs }
        guard root.controllers.indices.contains(index) else {
            throw .tabOutOfRange(index: index, count: root.controllers.count)
        }
        return try show(viewModels, inRootController: index, screens: screens)
    }

    /// Whether a view model is the same screen as the root screen of a root of one navigation
    /// controller: the one tab `showInTab` lands in.
    func startsWithRootScreen(_ viewModel: any ViewModel) -> Bool {
        guard let root = levels.first, root.tabContainer == nil, root.splitContainer == nil,
              let bottom = root.controllers.first?.entries.first
        else { return false }
        return Self.isSameScreen(bottom.viewModel, viewModel)
    }
}
