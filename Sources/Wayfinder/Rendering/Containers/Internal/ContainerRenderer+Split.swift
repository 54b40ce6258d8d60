// A split root: its columns' navigation containers side by side, or, collapsed, one stack. A host
// that shows the collapsed split itself (UIKit's compact column) gets the screens of the columns
// up to the focused one in its compact navigation container, and the columns are emptied
// meanwhile (a view controller has one parent); a toolkit that collapses on its own (SwiftUI)
// keeps its columns, and the renderer only records the focus.

extension ContainerRenderer {
    /// Builds a split level around its columns' navigation containers.
    func buildSplit(
        _ split: SplitSnapshot, controllers: [ShownLevel<Host.Container>.Controller], focused: Int
    ) -> ShownLevel<Host.Container> {
        // A host without split columns is refused before a split reaches it (`shows(_:)`); were
        // one to, it would show the focused column alone.
        // A split is never shown inside the app: every container here is the renderer's.
        let made = capabilities.splits?.make(controllers.compactMap(\.container), split, split.columns[focused])
        let reference = made.map { ContainerReference.made($0) } ?? controllers[focused].reference
        var shown = ShownLevel(controllers: controllers, selectedIndex: focused, isTabbed: false, reference: reference)
        if let container = reference.container {
            shown.split = .init(
                columns: split.columns, splitContainer: container, compact: capabilities.splits?.compactContainer(container),
                isCollapsed: false)
        }
        if split.isCollapsed, let compact = shown.split?.compact {
            shown.split?.isCollapsed = true
            for column in controllers { setChildrenNow([], of: column.container) }
            let screens = controllers[...focused].flatMap(\.screens)
            shown.split?.compactScreens = screens
            setChildrenNow(screens.compactMap { containers[$0] }, of: compact)
        } else {
            shown.split?.isCollapsed = split.isCollapsed
        }
        return shown
    }

    /// Focuses a column of the root split: a collapsed one shows the columns up to it in its
    /// compact container, when the host has one; otherwise the host shows the column. The compact
    /// container is brought up to date even when the renderer focused the column already (the
    /// user went back to it while the change was waiting): the column steps before this one left
    /// it to this step.
    func focus(_ column: SplitColumn, animated: Bool) {
        guard let root = levels.first, let split = root.split, let index = split.columns.firstIndex(of: column) else { return }
        let moves = root.selectedIndex != index
        levels[0].selectedIndex = index
        if split.isCollapsed, split.compact != nil {
            syncCompact(animated: animated)
        } else if moves {
            capabilities.splits?.showColumn(column, split.splitContainer)
        }
    }

    /// Collapses the root split into its compact container, or expands it into its columns.
    func setSplitCollapsed(_ collapsed: Bool) {
        guard let split = levels.first?.split, split.isCollapsed != collapsed else { return }
        levels[0].split?.isCollapsed = collapsed
        guard let compact = split.compact else { return }
        if collapsed {
            for column in levels[0].controllers { setChildrenNow([], of: column.container) }
            syncCompact(animated: false)
        } else {
            levels[0].split?.compactScreens = []
            setChildrenNow([], of: compact)
            for column in levels[0].controllers {
                setChildrenNow(column.screens.compactMap { containers[$0] }, of: column.container)
            }
        }
    }

    /// Sets the compact container's children to the screens of the columns up to the focused one.
    func syncCompact(animated: Bool) {
        guard let split = levels.first?.split, let compact = split.compact else { return }
        let wanted = levels[0].controllers[...levels[0].selectedIndex].flatMap(\.screens)
        guard wanted != split.compactScreens else { return }
        levels[0].split?.compactScreens = wanted
        let children = wanted.compactMap { containers[$0] }
        knownChildren[ObjectIdentifier(compact)] = children.map(ObjectIdentifier.init)
        animate(compact) { completion in host.setChildren(children, of: compact, animated: animated, completion: completion) }
    }

    /// Sets a navigation container's children without animation, recording them first.
    private func setChildrenNow(_ children: [Host.Container], of navigationController: Host.Container?) {
        guard let navigationController else { return }
        knownChildren[ObjectIdentifier(navigationController)] = children.map(ObjectIdentifier.init)
        host.setChildren(children, of: navigationController, animated: false) {}
    }

    /// The user went back in the compact container: the screens it holds now are fewer than it
    /// showed. The column holding its top screen is popped to it and focused.
    func reconcileCompact(_ compact: Host.Container) {
        guard let split = levels.first?.split, split.compact === compact else { return }
        let now = host.children(of: compact).compactMap { screenIDs[ObjectIdentifier($0)] }
        let shown = split.compactScreens
        guard let top = now.last, now.count < shown.count, shown.starts(with: now),
              let column = levels[0].controllers.firstIndex(where: { $0.screens.contains(top) }),
              let index = levels[0].controllers[column].screens.firstIndex(of: top)
        else { return }
        let popped = levels[0].controllers[column].screens[(index + 1)...]
        levels[0].controllers[column].screens.removeSubrange((index + 1)...)
        levels[0].selectedIndex = column
        levels[0].split?.compactScreens = now
        forget(Array(popped))
        report { $0.report(.popped(to: top)) }
    }
}
