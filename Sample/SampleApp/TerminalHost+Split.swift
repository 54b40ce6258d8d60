import Wayfinder

// The split view on the terminal, as UIKit's column-style `UISplitViewController`: its columns'
// stacks side by side on a wide terminal, and, below `SampleApp.splitWidth` columns, one stack
// of its own (the compact column) into which the renderer moves the screens of the columns up
// to the focused one. A back tap there is an ordinary pop of that stack, which the renderer
// maps back to the column the screen came from.

extension TerminalHost {
    /// Makes a split around its columns' stacks, each labelled with its column for the steps,
    /// with a stack of its own for when it is collapsed.
    func makeSplitContainer(columns: [TerminalNode], split: SplitSnapshot, focused: SplitColumn) -> TerminalNode {
        for (stack, column) in zip(columns, split.columns) { stack.label = column.description }
        let node = TerminalNode(.split(split.columns), children: columns)
        node.selectedIndex = split.columns.firstIndex(of: focused) ?? 0
        node.isCollapsed = split.isCollapsed
        let compact = TerminalNode(.navigation)
        compact.label = "collapsed"
        node.compact = compact
        return node
    }

    /// The split's own stack, shown while it is collapsed: the terminal shows the collapsed
    /// split itself, as UIKit does, rather than collapsing the columns on its own.
    func compactContainer(of splitContainer: TerminalNode) -> TerminalNode? {
        splitContainer.compact
    }

    /// The stack focused a column: an expanded split shows every column already, so only the
    /// focus is recorded.
    func showColumn(_ column: SplitColumn, of splitContainer: TerminalNode) {
        guard let index = splitContainer.columns?.firstIndex(of: column) else { return }
        splitContainer.selectedIndex = index
        onStep?("show the \(column) column")
    }

    /// A split just shown is laid out for the terminal's width on the turn after, as a new split
    /// view controller is on its first layout: one made expanded on a narrow terminal collapses
    /// then (and the other way round), and the renderer hears of it.
    func layOutSplit(_ split: TerminalNode) {
        finish(true) { [weak self, weak split] in
            guard let self, let split, self.root === split else { return }
            self.fit(split)
        }
    }

    /// Collapses the split on a narrow terminal or expands it on a wide one, when it is not so
    /// already, and tells the renderer (UIKit's `splitViewControllerDidCollapse(_:)` and
    /// `splitViewControllerDidExpand(_:)`): the screens move on the plan that follows.
    func fit(_ split: TerminalNode) {
        let collapsed = width < SampleApp.splitWidth
        guard split.isCollapsed != collapsed else { return }
        split.isCollapsed = collapsed
        onStep?(collapsed ? "collapse the split" : "expand the split")
        renderer?.splitDidResize(collapsed: collapsed)
    }

    /// A split in words: its columns' stacks side by side, as in
    /// `split sidebar [Repositories] │ detail [Select a repository]`, or, collapsed, its one
    /// stack, as in `split collapsed [Repositories]`.
    static func describe(split: TerminalNode) -> String {
        let stacks = split.isCollapsed ? [split.visibleStack] : split.children
        return "split " + stacks.map { describe($0) }.joined(separator: " │ ")
    }

    /// The screens the user sees on the top level, one a column of an expanded split side by
    /// side, else its one stack's top screen; `nil` for a stack that has none yet.
    var shownScreens: [(any Screen)?] {
        guard let level = levels.last else { return [] }
        if level.isExpandedSplit { return level.children.map { $0.children.last?.screen } }
        return [level.visibleStack.children.last?.screen]
    }
}
