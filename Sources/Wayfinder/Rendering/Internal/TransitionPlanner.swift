/// Walks two snapshots from their tops down to the part they share.
struct TransitionPlanner {
    let before: StackSnapshot
    let after: StackSnapshot
    let animated: Bool

    /// Replaces `buffers.steps` with the plan's steps, in its storage when it is the only holder.
    func steps(into buffers: inout TransitionPlan.Buffers) {
        // The last plan's steps go first, so that a push's screen array is free to reuse.
        // (`removeLast` for one step: `removeAll(keepingCapacity:)` takes the generic path.)
        if buffers.steps.count == 1 { buffers.steps.removeLast() } else { buffers.steps.removeAll(keepingCapacity: true) }
        levelSteps(into: &buffers.steps, pushed: &buffers.pushed)
        let (was, now) = (before.history.top?.element.questionBox, after.history.top?.element.questionBox)
        guard was !== now else { return }
        if let was {
            // Animated only when nothing else is: the question goes, then the levels move (or
            // the next question comes).
            let animates = animated && now == nil && !buffers.steps.contains(where: \.animated)
            buffers.steps.insert(.removeQuestion(was.snapshot.id, level: before.levelCount - 1, animated: animates), at: 0)
        }
        if let now { buffers.steps.append(.ask(now.snapshot, level: after.levelCount - 1)) }
    }

    /// Appends the steps for the levels, their navigation controllers and their tabs.
    private func levelSteps(into steps: inout [TransitionStep], pushed: inout [ScreenSnapshot]) {
        if commonCase(into: &steps, pushed: &pushed) { return }
        // The levels above the part both snapshots share, bottom first, and the index of the first.
        let (old, new, base) = Self.unsharedLevels(before.history, after.history)
        // The first level (from `base`) that is not the same navigation controllers in both.
        var firstReplaced = 0
        while firstReplaced < old.count, firstReplaced < new.count,
              Self.isSameLevel(old[firstReplaced], new[firstReplaced]) {
            firstReplaced += 1
        }
        let dismissesFrom = firstReplaced < old.count ? base + firstReplaced : nil
        let presentsFrom = firstReplaced < new.count ? base + firstReplaced : nil
        let topLevel = after.levelCount - 1

        // The levels that stay: what changed in their navigation controllers and tab selection.
        for offset in 0..<firstReplaced {
            let index = base + offset
            let (was, now) = (old[offset], new[offset])
            let onTop = index == topLevel && dismissesFrom == nil && presentsFrom == nil
            for position in 0..<now.controllerCount {
                // Seen as it changes only on the tab selected before and after: a tab selected by
                // this change shows its new screens when the selection step comes, after this one.
                let visible = onTop && Self.isVisible(position, was, now)
                if let step = Self.controllerStep(
                    was.controller(at: position), now.controller(at: position), level: index, animated: animated && visible,
                    pushed: &pushed) {
                    steps.append(step)
                }
            }
            Self.appendSelection(was, now, animated: animated && onTop, to: &steps)
        }

        // Levels that go: one dismissal from the lowest. A new root replaces the old one and all
        // above it, so only the modal levels are dismissed first.
        if let from = dismissesFrom {
            if from > 0 {
                steps.append(.dismiss(fromLevel: from, animated: animated && presentsFrom == nil))
            } else if before.levelCount > 1 {
                steps.append(.dismiss(fromLevel: 1, animated: false))
            }
        }

        // Levels that come: a new root, then the modal levels, bottom first.
        if let from = presentsFrom {
            for offset in (from - base)..<new.count {
                let index = base + offset
                if index == 0 {
                    steps.append(.setRoot(new[offset]))
                } else {
                    steps.append(.present(new[offset], level: index, animated: animated && index == topLevel))
                }
            }
        }
    }

    /// The plan of a change to the top level's navigation controllers only, or of one level
    /// presented or dismissed (most commands), appended; `false` for anything else, which takes
    /// the general walk. (The general walk gives the same steps; this saves its arrays.)
    private func commonCase(into steps: inout [TransitionStep], pushed: inout [ScreenSnapshot]) -> Bool {
        guard let was = before.history.top, let now = after.history.top else { return false }
        if was.below === now.below, Self.isSameLevel(was.element, now.element) {
            let level = now.count - 1
            // The levels' parts, not the levels: a copy of a whole level snapshot costs a retain of
            // each of its references.
            let count = now.element.controllerCount
            if count == 1 {
                // One navigation controller (no tabs): at most one step.
                if let step = Self.controllerStep(
                    was.element.controller(at: 0), now.element.controller(at: 0), level: level, animated: animated,
                    pushed: &pushed) {
                    steps.append(step)
                }
                return true
            }
            for position in 0..<count {
                let visible = Self.isVisible(position, was.element, now.element)  // see the general walk
                if let step = Self.controllerStep(
                    was.element.controller(at: position), now.element.controller(at: position), level: level,
                    animated: animated && visible, pushed: &pushed) {
                    steps.append(step)
                }
            }
            Self.appendSelection(was.element, now.element, animated: animated, to: &steps)
            return true
        }
        if now.below === was, now.count > 1 {
            steps.append(.present(now.element, level: now.count - 1, animated: animated))
            return true
        }
        if was.below === now, was.count > 1 {
            steps.append(.dismiss(fromLevel: was.count - 1, animated: animated))
            return true
        }
        return false
    }

    /// Whether a level's controller at `position` is seen as it changes: the tab selected before
    /// and after; any column of an expanded split (side by side); a column of a collapsed split
    /// at or below the focused one, when the focus stays (in its one stack; when it moves, the
    /// focus step animates the one stack instead).
    private static func isVisible(_ position: Int, _ was: LevelSnapshot, _ now: LevelSnapshot) -> Bool {
        guard let split = now.splitBox?.snapshot else {
            return position == now.selectedIndex && position == was.selectedIndex
        }
        let wasCollapsed = was.splitBox?.snapshot.isCollapsed ?? false
        guard split.isCollapsed || wasCollapsed else { return true }
        return position <= now.selectedIndex && was.selectedIndex == now.selectedIndex
    }

    /// The steps for a change of a level's selection: the split collapsing or expanding, then
    /// the focused column or the selected tab.
    private static func appendSelection(
        _ was: LevelSnapshot, _ now: LevelSnapshot, animated: Bool, to steps: inout [TransitionStep]
    ) {
        if let split = now.splitBox, split !== was.splitBox {
            if split.snapshot.isCollapsed != was.splitBox?.snapshot.isCollapsed {
                steps.append(.setSplitCollapsed(split.snapshot.isCollapsed))
            }
        }
        guard was.selectedIndex != now.selectedIndex else { return }
        if let split = now.splitBox?.snapshot {
            steps.append(.focusColumn(split.columns[now.selectedIndex], animated: animated && split.isCollapsed))
        } else {
            steps.append(.selectTab(now.selectedIndex))
        }
    }

    /// Whether two levels are the same navigation controllers (the same presentation on screen).
    private static func isSameLevel(_ lhs: LevelSnapshot, _ rhs: LevelSnapshot) -> Bool {
        guard lhs.controllerCount == rhs.controllerCount else { return false }
        for index in 0..<lhs.controllerCount where lhs.controller(at: index).id != rhs.controller(at: index).id {
            return false
        }
        return true
    }

    /// The step that turns one navigation controller's screens into the other's, or `nil` when
    /// they are the same.
    ///
    /// A push's one new screen goes in `pushed`'s storage when nothing else holds it (the plan
    /// that last used it is gone), so that a push plans without allocating.
    private static func controllerStep(
        _ was: NavigationControllerSnapshot, _ now: NavigationControllerSnapshot, level: Int, animated: Bool,
        pushed: inout [ScreenSnapshot]
    ) -> TransitionStep? {
        if was.history.top === now.history.top { return nil }
        let (keeping, adding) = commonPrefix(was.history, now.history, pushed: &pushed)
        if keeping == was.count, adding.isEmpty { return nil }
        return .setScreens(now.id, level: level, keeping: keeping, adding: adding, animated: animated)
    }

    /// The number of screens both controllers start with, and the screens `now` has above them,
    /// bottom first. Walks down from the tops until the two histories share a node.
    private static func commonPrefix(
        _ was: PersistentStack<ScreenSnapshot>, _ now: PersistentStack<ScreenSnapshot>, pushed: inout [ScreenSnapshot]
    ) -> (keeping: Int, adding: [ScreenSnapshot]) {
        // A push and a pop, without the walk's array; a push's screen in `pushed`'s storage
        // (written in place when no earlier step or plan holds it, copied otherwise).
        if let top = now.top, top.below === was.top {
            if pushed.count == 1 { pushed[0] = top.element } else { pushed = [top.element] }
            return (was.count, pushed)
        }
        if let top = was.top, top.below === now.top { return (now.count, []) }
        var old = was.top
        var new = now.top
        var walked: [ScreenSnapshot] = []  // `now`'s screens from the top down
        while let node = new, node.count > was.count {
            walked.append(node.element)
            new = node.below
        }
        while let node = old, node.count > now.count { old = node.below }
        var height = min(was.count, now.count)
        var lowestMismatch: Int?
        while let oldNode = old, let newNode = new, oldNode !== newNode {
            if oldNode.element != newNode.element { lowestMismatch = height }
            walked.append(newNode.element)
            old = oldNode.below
            new = newNode.below
            height -= 1
        }
        let keeping = lowestMismatch.map { $0 - 1 } ?? min(was.count, now.count)
        let adding = walked.prefix(now.count - keeping).reversed()
        return (keeping, Array(adding))
    }

    /// The levels above the part two level histories share, bottom first each, and the index of
    /// the first of them.
    private static func unsharedLevels(
        _ before: PersistentStack<LevelSnapshot>, _ after: PersistentStack<LevelSnapshot>
    ) -> (old: [LevelSnapshot], new: [LevelSnapshot], base: Int) {
        var old: [LevelSnapshot] = []
        var new: [LevelSnapshot] = []
        var oldNode = before.top
        var newNode = after.top
        while let node = oldNode, node.count > after.count {
            old.append(node.element)
            oldNode = node.below
        }
        while let node = newNode, node.count > before.count {
            new.append(node.element)
            newNode = node.below
        }
        while let was = oldNode, let now = newNode, was !== now {
            old.append(was.element)
            new.append(now.element)
            oldNode = was.below
            newNode = now.below
        }
        old.reverse()
        new.reverse()
        return (old, new, oldNode?.count ?? 0)
    }
}
