// Saving the stack as route URLs (`RestorationState`), with the view models that could not be saved.

extension NavigationControllerStack {
    /// Saves the stack as the URLs of its view models (``Restorable``): every level, tab, column
    /// and screen. The view models that cannot be saved are left out and listed in the issues; a
    /// level left with nothing is left out. A question shown is not saved, and listed
    /// (``RestorationIssue/questionNotSaved(title:)``).
    ///
    /// ```swift
    /// let (state, issues) = navigator.stack.restorationState()
    /// ```
    ///
    /// - Returns: The state to encode, and what it left out, in stack order.
    public func restorationState() -> (state: RestorationState, issues: [RestorationIssue]) {
        var issues: [RestorationIssue] = []
        func urls(_ entries: ArraySlice<ScreenEntry>) -> [String] {
            entries.compactMap { entry in
                if let url = Self.restorationURL(of: entry.viewModel) { return url }
                issues.append(.notRestorable(viewModel: typeName(of: entry.viewModel), screen: entry.id))
                return nil
            }
        }
        var saved: [RestorationState.Level] = []
        for level in levels {
            if let container = level.tabContainer {
                guard let url = Self.restorationURL(of: container) else {
                    issues.append(.notRestorable(viewModel: typeName(of: container), screen: nil))
                    for controller in level.controllers {
                        issues += urls(controller.entries.dropFirst()).map { .levelLost(url: $0) }
                    }
                    continue
                }
                let pushed = level.controllers.map { urls($0.entries.dropFirst()) }
                saved.append(.init(tabs: .init(container: url, pushed: pushed, selected: level.selectedIndex)))
            } else if let container = level.splitContainer, let box = level.split {
                guard let url = Self.restorationURL(of: container) else {
                    issues.append(.notRestorable(viewModel: typeName(of: container), screen: nil))
                    for controller in level.controllers { issues += urls(controller.entries[...]).map { .levelLost(url: $0) } }
                    continue
                }
                // A column's root is saved when it can be (a detail shown there); the container's
                // own is made again. A root a command put there that cannot be saved takes the
                // screens pushed on it with it.
                let columns = level.controllers.indices.map { index -> RestorationState.Split.Column in
                    let entries = level.controllers[index].entries
                    let column = box.snapshot.columns[index]
                    guard let root = entries.first else { return .init(column: column, pushed: []) }
                    if let rootURL = Self.restorationURL(of: root.viewModel) {
                        return .init(column: column, root: rootURL, pushed: urls(entries.dropFirst()))
                    }
                    guard ObjectIdentifier(root.viewModel) != box.madeRoots[index] else {
                        return .init(column: column, pushed: urls(entries.dropFirst()))
                    }
                    issues.append(.notRestorable(viewModel: typeName(of: root.viewModel), screen: root.id))
                    issues += urls(entries.dropFirst()).map { .levelLost(url: $0) }
                    return .init(column: column, pushed: [])
                }
                saved.append(.init(split: .init(
                    container: url, columns: columns, focused: box.snapshot.columns[level.selectedIndex])))
            } else {
                let screens = urls(level.selected.entries[...])
                if !screens.isEmpty { saved.append(.init(screens: screens, style: level.presentation)) }
            }
        }
        if let question = shownQuestion { issues.append(.questionNotSaved(title: question.content.title)) }
        return (RestorationState(levels: saved), issues)
    }

    private static func restorationURL(of viewModel: any ViewModel) -> String? {
        (viewModel as? any Restorable)?.restorationURL?.absoluteString
    }
}
