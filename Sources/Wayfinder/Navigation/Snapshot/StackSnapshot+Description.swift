extension StackSnapshot: CustomStringConvertible {
    /// The snapshot as an outline, one line per level, tab and screen:
    ///
    /// ```text
    /// root · tabs MainTabsViewModel
    ///   tab 0 · nav#1
    ///     #1 HomeViewModel
    ///   tab 1 · nav#2 (selected)
    ///     #2 ReposViewModel
    /// modal 1 · nav#3
    ///   #3 SettingsViewModel
    /// ```
    ///
    /// A split root prints its columns the way tabs print, as in `root · split LibraryViewModel`,
    /// `  sidebar · nav#1`, `  detail · nav#2 (focused)`, with `(collapsed)` after the container's
    /// name when it is collapsed.
    ///
    /// A modal level presented in a style other than ``ModalStyle/automatic`` names it, as
    /// in `modal 1 (sheet(medium)) · nav#3`. A question shown over a level follows its screens,
    /// as in `  ?1 alert "Delete wayfinder?" [Delete (destructive), Cancel (cancel)]`.
    ///
    /// An empty stack prints as `(empty stack)`.
    public var description: String {
        guard !isEmpty else { return "(empty stack)" }
        var lines: [String] = []
        for (index, level) in levels.enumerated() {
            var title = index == 0 ? "root" : "modal \(index)"
            if let style = level.presentation, style != .automatic { title += " (\(style))" }
            if let container = level.tabContainerType {
                lines.append("\(title) · tabs \(String(describing: container))")
                for (tab, controller) in level.controllers.enumerated() {
                    let selected = tab == level.selectedIndex ? " (selected)" : ""
                    lines.append("  tab \(tab) · \(controller.id)\(selected)")
                    lines += controller.screens.map { "    \($0)" }
                }
            } else if let split = level.split {
                let collapsed = split.isCollapsed ? " (collapsed)" : ""
                lines.append("\(title) · split \(String(describing: split.containerType))\(collapsed)")
                for (column, controller) in zip(split.columns, level.controllers) {
                    let focused = column == level.focusedColumn ? " (focused)" : ""
                    lines.append("  \(column) · \(controller.id)\(focused)")
                    lines += controller.screens.map { "    \($0)" }
                }
            } else {
                lines.append("\(title) · \(level.selectedController.id)")
                lines += level.selectedController.screens.map { "  \($0)" }
            }
            if let question = level.question { lines.append("  \(question)") }
        }
        return lines.joined(separator: "\n")
    }
}
