// The commands that replace screens wholesale: `resetRoot` and `resetStack` (the whole stack) and
// `resetScreens` (the top navigation controller). Like every command, they validate before changing anything.

extension NavigationControllerStack {
    /// Replaces the whole stack with one root level holding these view models' screens, root
    /// first. When the first is a ``TabContainerViewModel`` its tabs are laid out and the rest
    /// go on top of the initial tab; a ``SplitContainerViewModel`` lays out its columns and the
    /// rest go on its initial column. `resetRoot(vm)` is `resetStack([vm])`.
    func resetStack(_ viewModels: [any ViewModel], screens: ScreenSource) throws(NavigationError) -> StackEdit {
        guard let first = viewModels.first else { throw .emptyStack }
        let traits = ViewModelTraits.of(first)
        let tabContainer = traits.isTabContainer ? first as? any TabContainerViewModel : nil
        let splitContainer = traits.isSplitContainer ? first as? any SplitContainerViewModel : nil
        // One root a tab or column, and the index of the one selected.
        var roots: [any ViewModel] = []
        var initial = 0
        var columns: [SplitColumn] = []
        if let tabContainer {
            roots = screens.tabs(of: tabContainer)
            initial = tabContainer.initialTab
            guard !roots.isEmpty else { throw .noTabs }
            guard roots.indices.contains(initial) else { throw .tabOutOfRange(index: initial, count: roots.count) }
        } else if let splitContainer {
            let made = screens.columns(of: splitContainer)
            (roots, columns) = (made.roots, made.columns)
            guard let index = columns.firstIndex(of: splitContainer.initialColumn) else {
                throw .noColumn(splitContainer.initialColumn)
            }
            initial = index
        }
        let container: (any ViewModel)? = tabContainer.map { $0 } ?? splitContainer.map { $0 }
        let screened = container == nil ? viewModels : roots + viewModels.dropFirst()
        try ViewModelIndex.checkNewScreens(screened, in: container)
        let built = try screens.makeScreens(for: screened)

        var journal = StackEdit.Journal(before: snapshot)
        let removed = detachLevels(from: 0, journal: &journal)
        var controllers: [NavigationController] = []
        if let container {
            viewModelsInStack.insert(ObjectIdentifier(container))
            let pushed = Array(built[roots.count...])
            for index in roots.indices {
                controllers.append(makeController(index == initial ? [built[index]] + pushed : [built[index]], journal: &journal))
            }
        } else {
            controllers = [makeController(built, journal: &journal)]
        }
        levels = [Level(
            controllers: controllers, selectedIndex: initial, tabContainer: tabContainer,
            split: splitContainer.map { ($0, columns, splitIsCollapsed, roots.map(ObjectIdentifier.init)) },
            presentation: nil, below: nil)]
        var inserted: [ScreenSnapshot] = []
        inserted.reserveCapacity(built.count)
        for controller in controllers {
            // By index: a `for` over the entries would copy each one (its view model and screen).
            for index in controller.entries.indices { inserted.append(controller.entries[index].snapshot) }
        }
        return StackEdit(NavigationChange(before: journal.before, after: snapshot, inserted: inserted, removed: removed), journal)
    }

    /// Replaces the top navigation controller's screens. A view model already in that controller
    /// keeps its screen (and its ``ScreenID``), as `UINavigationController.setViewControllers`
    /// keeps view controllers. On an empty stack the screens become the root level.
    func resetScreens(_ viewModels: [any ViewModel], screens: ScreenSource) throws(NavigationError) -> StackEdit {
        guard !viewModels.isEmpty else { throw .emptyStack }
        try ViewModelIndex.checkNewScreens(viewModels)
        guard let top = levels.indices.last else {
            let built = try screens.makeScreens(for: viewModels)
            var journal = StackEdit.Journal(before: snapshot)
            let controller = makeController(built, journal: &journal)
            levels = [Level(controllers: [controller], presentation: nil, below: nil)]
            let change = NavigationChange(before: journal.before, after: snapshot, inserted: controller.entries.map(\.snapshot))
            return StackEdit(change, journal)
        }
        let selected = levels[top].selectedIndex
        let current = levels[top].controllers[selected].entries
        var reusable = Dictionary(uniqueKeysWithValues: current.map { (ObjectIdentifier($0.viewModel), $0) })
        let fresh = viewModels.filter { reusable[ObjectIdentifier($0)] == nil }
        if let elsewhere = fresh.first(where: contains) { throw .duplicateViewModel(for: typeName(of: elsewhere)) }
        var built = try screens.makeScreens(for: fresh).makeIterator()

        var journal = StackEdit.Journal(before: snapshot)
        var entries: [ScreenEntry] = []
        var inserted: [ScreenSnapshot] = []
        entries.reserveCapacity(viewModels.count)
        for viewModel in viewModels {
            let below = entries.last?.node
            if let kept = reusable.removeValue(forKey: ObjectIdentifier(viewModel)) {
                entries.append(makeEntry(viewModel, kept.screen, id: kept.id, below: below, journal: &journal))
            } else if let (_, screen) = built.next() {
                entries.append(makeEntry(viewModel, screen, below: below, journal: &journal))
                inserted.append(entries[entries.count - 1].snapshot)
            }
        }
        let removed = release(current.filter { reusable[ObjectIdentifier($0.viewModel)] != nil }, journal: &journal)
        levels[top].withController(at: levels[top].selectedIndex) { $0.entries = entries }
        refreshSnapshots(from: top)
        return StackEdit(NavigationChange(before: journal.before, after: snapshot, inserted: inserted, removed: removed), journal)
    }
}
