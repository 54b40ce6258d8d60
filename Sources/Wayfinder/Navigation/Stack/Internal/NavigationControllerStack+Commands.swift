// The stack-semantics table (the StackSemantics article), one method per command. Each method
// validates everything that can fail *before* it changes anything, so a failed command leaves the stack
// exactly as it was; then it mutates in place (a push or a pop never copies the screens below), and
// returns what it did (`StackEdit`): its change, and the view models that arrived and left, which
// it notes in a journal as it writes (`makeEntry`, `release`).

extension NavigationControllerStack {
    func push(_ viewModel: any ViewModel, screens: ScreenSource) throws(NavigationError) -> StackEdit {
        guard let top = levels.indices.last else { throw .noRoot }
        try checkPlaceable(viewModel)
        let screen = try screens.makeScreen(for: viewModel)
        var journal = StackEdit.Journal(before: snapshot)
        let entry = makeEntry(viewModel, screen, below: levels[top].selected.entries.last?.node, journal: &journal)
        levels[top].withController(at: levels[top].selectedIndex) { $0.entries.append(entry) }
        refreshSnapshots(from: top)
        return StackEdit(NavigationChange(before: journal.before, after: snapshot, insertedOne: entry.snapshot), journal)
    }

    func pop() throws(NavigationError) -> StackEdit {
        guard let top = levels.indices.last else { throw .noRoot }
        guard levels[top].selected.count > 1 else {
            // The focused column's root, in a collapsed split: back to the column before it.
            guard levels[top].split?.snapshot.isCollapsed == true, levels[top].selectedIndex > 0 else { throw .cannotPopRoot }
            return focus(column: levels[top].selectedIndex - 1)
        }
        var journal = StackEdit.Journal(before: snapshot)
        let removed = levels[top].withController(at: levels[top].selectedIndex) { $0.entries.removeLast() }
        let released = release(removed, journal: &journal)
        refreshSnapshots(from: top)
        return StackEdit(NavigationChange(before: journal.before, after: snapshot, removedOne: released), journal)
    }

    func popToRoot() throws(NavigationError) -> StackEdit {
        guard let top = levels.indices.last else { throw .noRoot }
        return truncate(level: top, controller: levels[top].selectedIndex, keeping: 1)
    }

    func popTo(_ viewModel: any ViewModel) throws(NavigationError) -> StackEdit {
        guard let top = levels.indices.last else { throw .noRoot }
        let selected = levels[top].selectedIndex
        guard let index = levels[top].controllers[selected].entries.lastIndex(where: { $0.viewModel === viewModel })
        else {
            // A collapsed split shows the columns before the focused one in the same stack.
            if levels[top].split?.snapshot.isCollapsed == true {
                for column in (0..<selected).reversed() {
                    if let index = levels[top].controllers[column].entries.lastIndex(where: { $0.viewModel === viewModel }) {
                        return popCollapsed(level: top, to: column, keeping: index + 1)
                    }
                }
            }
            throw .notInStack
        }
        return truncate(level: top, controller: selected, keeping: index + 1)
    }

    func present(
        _ viewModel: any ViewModel, style: ModalStyle, screens: ScreenSource
    ) throws(NavigationError) -> StackEdit {
        guard !levels.isEmpty else { throw .noRoot }
        try checkPlaceable(viewModel)
        let screen = try screens.makeScreen(for: viewModel)
        var journal = StackEdit.Journal(before: snapshot)
        let controller = makeController([(viewModel, screen)], journal: &journal)
        levels.append(Level(controllers: [controller], presentation: style, below: levels.last?.node))
        let change = NavigationChange(before: journal.before, after: snapshot, insertedOne: controller.entries[0].snapshot)
        return StackEdit(change, journal)
    }

    func dismiss() throws(NavigationError) -> StackEdit {
        guard !levels.isEmpty else { throw .noRoot }
        guard levels.count > 1 else { throw .nothingToDismiss }
        return removeLevels(from: levels.count - 1)
    }

    func selectTab(_ index: Int) throws(NavigationError) -> StackEdit {
        guard let root = levels.first else { throw .noRoot }
        guard root.tabContainer != nil else { throw .noTabs }
        guard root.controllers.indices.contains(index) else {
            throw .tabOutOfRange(index: index, count: root.controllers.count)
        }
        guard root.selectedIndex != index else { return unchanged() }
        let before = snapshot
        levels[0].select(index)
        refreshSnapshots(from: 0)
        return StackEdit(NavigationChange(before: before, after: snapshot))
    }

    func close(_ viewModel: any ViewModel) throws(NavigationError) -> StackEdit {
        guard !levels.isEmpty else { throw .noRoot }
        for level in levels.indices.reversed() {
            for controller in levels[level].controllers.indices {
                guard let index = levels[level].controllers[controller].entries.lastIndex(where: { $0.viewModel === viewModel })
                else { continue }
                guard index > 0 else {
                    // The focused column's root in a collapsed split: back to the column before,
                    // as `pop` there (the modal levels above go).
                    if levels[level].split?.snapshot.isCollapsed == true, controller > 0, controller == levels[level].selectedIndex {
                        var journal = StackEdit.Journal(before: snapshot)
                        let removed = detachLevels(from: level + 1, journal: &journal)
                        levels[level].select(controller - 1)
                        refreshSnapshots(from: level)
                        return StackEdit(NavigationChange(before: journal.before, after: snapshot, removed: removed), journal)
                    }
                    guard level > 0 else { throw .cannotPopRoot }
                    return removeLevels(from: level)
                }
                var journal = StackEdit.Journal(before: snapshot)
                // Released in stack order: this controller's screens, then the levels above, which
                // sit on the selected controller and go when it is the one closed into.
                var removed = detachEntries(level: level, controller: controller, from: index, journal: &journal)
                if controller == levels[level].selectedIndex { removed += detachLevels(from: level + 1, journal: &journal) }
                refreshSnapshots(from: level)
                return StackEdit(NavigationChange(before: journal.before, after: snapshot, removed: removed), journal)
            }
        }
        if contains(viewModel) { throw .cannotPopRoot }  // the root tab container
        throw .notInStack
    }

    // MARK: Reports from the UI

    func popReported(to screen: ScreenID) throws(NavigationError) -> StackEdit {
        for level in levels.indices.reversed() {
            for controller in levels[level].controllers.indices {
                if let index = levels[level].controllers[controller].entries.lastIndex(where: { $0.id == screen }) {
                    // Back in a collapsed split, to a column before the focused one: it is focused.
                    if levels[level].split?.snapshot.isCollapsed == true, controller < levels[level].selectedIndex {
                        return popCollapsed(level: level, to: controller, keeping: index + 1)
                    }
                    return truncate(level: level, controller: controller, keeping: index + 1)
                }
            }
        }
        throw .notInStack
    }

    func dismissReported(_ controller: NavigationControllerID) throws(NavigationError) -> StackEdit {
        guard let level = level(of: controller) else { throw .notInStack }
        guard level > 0 else { throw .nothingToDismiss }
        return removeLevels(from: level)
    }

    // MARK: Shared steps

    /// The index of the level that holds this navigation controller.
    func level(of controller: NavigationControllerID) -> Int? {
        levels.firstIndex { $0.controllers.contains { $0.id == controller } }
    }

    /// Fails when the view model cannot take a new place: a tab or split container, or an instance
    /// that is already in the stack.
    func checkPlaceable(_ viewModel: any ViewModel) throws(NavigationError) {
        if let error = ViewModelTraits.containerError(viewModel) { throw error }
        if contains(viewModel) { throw .duplicateViewModel(for: typeName(of: viewModel)) }
    }

    /// Pops one navigation controller back to its first `count` screens.
    func truncate(level: Int, controller: Int, keeping count: Int) -> StackEdit {
        guard levels[level].controllers[controller].count > count else { return unchanged() }
        var journal = StackEdit.Journal(before: snapshot)
        let removed = detachEntries(level: level, controller: controller, from: count, journal: &journal)
        refreshSnapshots(from: level)
        return StackEdit(NavigationChange(before: journal.before, after: snapshot, removed: removed), journal)
    }

    /// Removes a navigation controller's screens from `index` on and returns their snapshots; the
    /// caller refreshes the snapshot nodes.
    func detachEntries(level: Int, controller: Int, from index: Int, journal: inout StackEdit.Journal) -> [ScreenSnapshot] {
        let removed = levels[level].withController(at: controller) { navigationController in
            let removed = Array(navigationController.entries[index...])
            navigationController.entries.removeSubrange(index...)
            return removed
        }
        return release(removed, journal: &journal)
    }

    /// Removes `index` and every level above it.
    func removeLevels(from index: Int) -> StackEdit {
        var journal = StackEdit.Journal(before: snapshot)
        let removed = detachLevels(from: index, journal: &journal)
        return StackEdit(NavigationChange(before: journal.before, after: snapshot, removed: removed), journal)
    }

    /// Removes `index` and every level above it and returns the removed screens, in stack order.
    /// The levels are read in place and then cut off the end, so dismissing the top level never
    /// copies the levels below.
    func detachLevels(from index: Int, journal: inout StackEdit.Journal) -> [ScreenSnapshot] {
        guard index < levels.count else { return [] }
        var count = 0
        for level in levels[index...] {
            for controller in level.controllers { count += controller.entries.count }
        }
        var removed: [ScreenSnapshot] = []
        removed.reserveCapacity(count)
        for level in levels[index...] {
            if let container = level.tabContainer {
                viewModelsInStack.remove(ObjectIdentifier(container))
            }
            if let container = level.splitContainer {
                viewModelsInStack.remove(ObjectIdentifier(container))
            }
            for controller in level.controllers { release(controller.entries, into: &removed, journal: &journal) }
        }
        // Not `removeSubrange`, which takes the generic path.
        if index == 0 {
            levels = []
        } else {
            while levels.count > index { levels.removeLast() }
        }
        return removed
    }
}
