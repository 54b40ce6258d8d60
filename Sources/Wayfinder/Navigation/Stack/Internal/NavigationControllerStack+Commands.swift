// The stack-semantics table (the StackSemantics article), one method per command. Each method
// validates everything that can fail *before* it changes anything, so a failed command leaves the stack
// exactly as it was; then it mutates in place (a push or a pop never copies the screens below).

extension NavigationControllerStack {
    func push(_ viewModel: any ViewModel, screens: ScreenSource) throws(NavigationError) -> NavigationChange {
        guard let top = levels.indices.last else { throw .noRoot }
        try checkPlaceable(viewModel)
        let screen = try screens.makeScreen(for: viewModel)
        let before = snapshot
        let entry = makeEntry(viewModel, screen, below: levels[top].selected.entries.last?.node)
        levels[top].withController(at: levels[top].selectedIndex) { $0.entries.append(entry) }
        refreshSnapshots(from: top)
        return NavigationChange(before: before, after: snapshot, insertedOne: entry.snapshot)
    }

    func pop() throws(NavigationError) -> NavigationChange {
        guard let top = levels.indices.last else { throw .noRoot }
        guard levels[top].selected.count > 1 else {
            // The focused column's root, in a collapsed split: back to the column before it.
            guard levels[top].split?.snapshot.isCollapsed == true, levels[top].selectedIndex > 0 else { throw .cannotPopRoot }
            return focus(column: levels[top].selectedIndex - 1)
        }
        let before = snapshot
        let removed = levels[top].withController(at: levels[top].selectedIndex) { $0.entries.removeLast() }
        let released = release(removed)
        refreshSnapshots(from: top)
        return NavigationChange(before: before, after: snapshot, removedOne: released)
    }

    func popToRoot() throws(NavigationError) -> NavigationChange {
        guard let top = levels.indices.last else { throw .noRoot }
        return truncate(level: top, controller: levels[top].selectedIndex, keeping: 1)
    }

    func popTo(_ viewModel: any ViewModel) throws(NavigationError) -> NavigationChange {
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
    ) throws(NavigationError) -> NavigationChange {
        guard !levels.isEmpty else { throw .noRoot }
        try checkPlaceable(viewModel)
        let screen = try screens.makeScreen(for: viewModel)
        let before = snapshot
        let controller = makeController([(viewModel, screen)])
        levels.append(Level(controllers: [controller], presentation: style, below: levels.last?.node))
        return NavigationChange(before: before, after: snapshot, insertedOne: controller.entries[0].snapshot)
    }

    func dismiss() throws(NavigationError) -> NavigationChange {
        guard !levels.isEmpty else { throw .noRoot }
        guard levels.count > 1 else { throw .nothingToDismiss }
        return removeLevels(from: levels.count - 1)
    }

    func selectTab(_ index: Int) throws(NavigationError) -> NavigationChange {
        guard let root = levels.first else { throw .noRoot }
        guard root.tabContainer != nil else { throw .noTabs }
        guard root.controllers.indices.contains(index) else {
            throw .tabOutOfRange(index: index, count: root.controllers.count)
        }
        guard root.selectedIndex != index else { return unchanged() }
        let before = snapshot
        levels[0].select(index)
        refreshSnapshots(from: 0)
        return NavigationChange(before: before, after: snapshot)
    }

    func close(_ viewModel: any ViewModel) throws(NavigationError) -> NavigationChange {
        guard !levels.isEmpty else { throw .noRoot }
        for level in levels.indices.reversed() {
            for controller in levels[level].controllers.indices {
                guard let index = levels[level].controllers[controller].entries.lastIndex(where: { $0.viewModel === viewModel })
                else { continue }
                guard index > 0 else {
                    // The focused column's root in a collapsed split: back to the column before,
                    // as `pop` there (the modal levels above go).
                    if levels[level].split?.snapshot.isCollapsed == true, controller > 0, controller == levels[level].selectedIndex {
                        let before = snapshot
                        let removed = detachLevels(from: level + 1)
                        levels[level].select(controller - 1)
                        refreshSnapshots(from: level)
                        return NavigationChange(before: before, after: snapshot, removed: removed)
                    }
                    guard level > 0 else { throw .cannotPopRoot }
                    return removeLevels(from: level)
                }
                let before = snapshot
                // Released in stack order: this controller's screens, then the levels above, which
                // sit on the selected controller and go when it is the one closed into.
                var removed = detachEntries(level: level, controller: controller, from: index)
                if controller == levels[level].selectedIndex { removed += detachLevels(from: level + 1) }
                refreshSnapshots(from: level)
                return NavigationChange(before: before, after: snapshot, removed: removed)
            }
        }
        if contains(viewModel) { throw .cannotPopRoot }  // the root tab container
        throw .notInStack
    }

    // MARK: Reports from the UI

    func popReported(to screen: ScreenID) throws(NavigationError) -> NavigationChange {
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

    func dismissReported(_ controller: NavigationControllerID) throws(NavigationError) -> NavigationChange {
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
    func truncate(level: Int, controller: Int, keeping count: Int) -> NavigationChange {
        guard levels[level].controllers[controller].count > count else { return unchanged() }
        let before = snapshot
        let removed = detachEntries(level: level, controller: controller, from: count)
        refreshSnapshots(from: level)
        return NavigationChange(before: before, after: snapshot, removed: removed)
    }

    /// Removes a navigation controller's screens from `index` on and returns their snapshots; the
    /// caller refreshes the snapshot nodes.
    func detachEntries(level: Int, controller: Int, from index: Int) -> [ScreenSnapshot] {
        let removed = levels[level].withController(at: controller) { navigationController in
            let removed = Array(navigationController.entries[index...])
            navigationController.entries.removeSubrange(index...)
            return removed
        }
        return release(removed)
    }

    /// Removes `index` and every level above it.
    func removeLevels(from index: Int) -> NavigationChange {
        let before = snapshot
        let removed = detachLevels(from: index)
        return NavigationChange(before: before, after: snapshot, removed: removed)
    }

    /// Removes `index` and every level above it and returns the removed screens, in stack order.
    /// The levels are read in place and then cut off the end, so dismissing the top level never
    /// copies the levels below.
    func detachLevels(from index: Int) -> [ScreenSnapshot] {
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
            for controller in level.controllers { release(controller.entries, into: &removed) }
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
