// The split container's commands: showing in a column (what selecting in a sidebar does, and a
// deep link into a column), pushing in a column, the resize report, and the focus moving back in
// a collapsed split.

extension NavigationControllerStack {
    /// Shows these view models' screens, root first, in a column of the root split, and focuses
    /// it: the modal levels go, and the column's screens become these, keeping those at its
    /// bottom that are the same already (see ``isSameScreen(_:_:)``). The other columns are
    /// untouched.
    func showInColumn(
        _ column: SplitColumn, _ viewModels: [any ViewModel], screens: ScreenSource
    ) throws(NavigationError) -> StackEdit {
        try show(viewModels, inRootController: try columnIndex(column), screens: screens)
    }

    /// Pushes the view model's screen on a column of the root split and focuses the column. The
    /// modal levels stay: the column is under them.
    func push(_ viewModel: any ViewModel, in column: SplitColumn, screens: ScreenSource) throws(NavigationError) -> StackEdit {
        let index = try columnIndex(column)
        try checkPlaceable(viewModel)
        let screen = try screens.makeScreen(for: viewModel)
        var journal = StackEdit.Journal(before: snapshot)
        let entry = makeEntry(viewModel, screen, below: levels[0].controllers[index].entries.last?.node, journal: &journal)
        levels[0].withController(at: index) { $0.entries.append(entry) }
        levels[0].select(index)
        refreshSnapshots(from: 0)
        return StackEdit(NavigationChange(before: journal.before, after: snapshot, inserted: [entry.snapshot]), journal)
    }

    /// The renderer reports that the window is compact (a split collapses into one stack) or
    /// regular (it expands into columns). A split root made later starts in the state last
    /// reported; with none shown, nothing else changes. Expanding focuses the detail column, the
    /// split's main content: a plain `push` from it lands there.
    func resizeReported(collapsed: Bool) -> StackEdit {
        splitIsCollapsed = collapsed
        guard let split = levels.first?.split?.snapshot, split.isCollapsed != collapsed else { return unchanged() }
        let before = snapshot
        levels[0].setCollapsed(collapsed)
        if !collapsed { levels[0].select(split.columns.count - 1) }
        refreshSnapshots(from: 0)
        return StackEdit(NavigationChange(before: before, after: snapshot))
    }

    /// Focuses a column of the root split before the focused one: a collapsed split going back
    /// past the focused column's root. Its screens, and the other columns', stay.
    func focus(column index: Int) -> StackEdit {
        let before = snapshot
        levels[0].select(index)
        refreshSnapshots(from: 0)
        return StackEdit(NavigationChange(before: before, after: snapshot))
    }

    /// The user went back in a collapsed split to a screen of an earlier column: that column is
    /// popped to the screen and focused; the columns after it keep their screens, shown again
    /// when the split expands.
    func popCollapsed(level: Int, to controller: Int, keeping count: Int) -> StackEdit {
        var journal = StackEdit.Journal(before: snapshot)
        let removed = detachEntries(level: level, controller: controller, from: count, journal: &journal)
        levels[level].select(controller)
        refreshSnapshots(from: level)
        return StackEdit(NavigationChange(before: journal.before, after: snapshot, removed: removed), journal)
    }

    /// The index of a column of the root split, or the error of a stack that has none.
    private func columnIndex(_ column: SplitColumn) throws(NavigationError) -> Int {
        guard let root = levels.first else { throw .noRoot }
        guard let split = root.split?.snapshot else { throw .noSplit }
        guard let index = split.columns.firstIndex(of: column) else { throw .noColumn(column) }
        return index
    }
}
