import Wayfinder

/// The reference model of the README's stack semantics table, for model-based tests: the same
/// commands over plain arrays of numbered view models ("tokens"), written from the table rather
/// than from the library's code, and small enough to check by reading.
///
/// It numbers screens and navigation controllers in creation order, as the README promises, so
/// its ``view`` must equal the library's snapshot exactly.
struct StackModel {
    /// A view model the model knows by its token.
    struct Ref: Equatable, CustomStringConvertible {
        let token: Int
        let kind: ModelKind
        /// Whether the command made it (`new …`) rather than finding it in the stack.
        let isFresh: Bool

        var description: String { "\(kind.typeName)·\(token)" }
    }

    /// A ``ModelCommand`` with its picks and positions resolved against the model's stack.
    enum Resolved {
        case push(Ref), pop, popToRoot, present(Ref), dismiss, resetRoot(Ref), resetStack([Ref])
        case popTo(Ref), resetScreens([Ref]), selectTab(Int), close(Ref), showInTab(Int, [Ref])
        case userDidPop(screen: Int), userDidDismiss(controller: Int)
        /// A question: the number of the ask (every ask counts, shown or not), its buttons and
        /// cancel buttons.
        case ask(number: Int, buttons: Int, cancels: Int)
        /// An answer to the question with this identifier (0 for one never shown).
        case userDidAnswer(question: Int, button: Int)
        case showInColumn(SplitColumn, [Ref]), pushInColumn(SplitColumn, Ref), resize(collapsed: Bool)
    }

    /// What a successful command inserted and removed, by screen number.
    struct Change: Equatable, CustomStringConvertible {
        var inserted: Set<Int> = []
        var removed: Set<Int> = []

        var description: String { "inserted \(inserted.sorted()), removed \(removed.sorted())" }
    }

    private struct Screen {
        let id: Int
        let ref: Ref
    }

    private struct Controller {
        let id: Int
        var screens: [Screen]
    }

    private struct Level {
        var controllers: [Controller]
        var selected = 0
        /// The level's tab or split container.
        var container: Ref?
        /// A split level's columns, and whether it is collapsed.
        var columns: [SplitColumn]?
        var collapsed = false
        /// The question shown over the level: its identifier, its ask's number and its buttons.
        var question: (id: Int, number: Int, buttons: Int)?
    }

    private var levels: [Level] = []
    private var lastQuestion = 0
    private var asks = 0
    /// The identifiers of the questions shown, by their asks' numbers.
    private var questionIDs: [Int: Int] = [:]
    /// How each ask ended, by its number: `failed …`, `replied button 1`, `removed`.
    private(set) var endings: [Int: String] = [:]
    private var lastScreen = 0
    private var lastController = 0
    private var lastToken = 0
    /// Whether the window was last reported compact: a new split starts collapsed.
    private var splitCollapsed = false

    /// Every view model in the stack, bottom level first: a level's tab container, then its
    /// controllers' screens in order.
    var refsInStack: [Ref] {
        var refs: [Ref] = []
        for level in levels {
            if let container = level.container { refs.append(container) }
            for controller in level.controllers { refs += controller.screens.map(\.ref) }
        }
        return refs
    }

    /// The stack as levels of controllers of screens, to compare with the library's.
    var view: StackView {
        StackView(
            levels: levels.map { level in
                StackView.Level(
                    container: level.container?.token, selected: level.selected, question: level.question?.id,
                    controllers: level.controllers.map { controller in
                        StackView.Controller(
                            id: controller.id,
                            screens: controller.screens.map { .init(id: $0.id, token: $0.ref.token, typeName: $0.ref.kind.typeName) })
                    },
                    columns: level.columns, isCollapsed: level.collapsed)
            })
    }

    // MARK: Resolving a command

    /// Resolves picks to view models (numbering new ones) and positions to screen and
    /// controller numbers (0 for none).
    mutating func resolve(_ command: ModelCommand) -> Resolved {
        switch command {
        case .push(let pick): .push(resolve(pick))
        case .pop: .pop
        case .popToRoot: .popToRoot
        case .present(let pick): .present(resolve(pick))
        case .dismiss: .dismiss
        case .resetRoot(let pick): .resetRoot(resolve(pick))
        case .resetStack(let picks): .resetStack(resolve(picks))
        case .popTo(let pick): .popTo(resolve(pick))
        case .resetScreens(let picks): .resetScreens(resolve(picks))
        case .selectTab(let index): .selectTab(index)
        case .showInTab(let index, let picks): .showInTab(index, resolve(picks))
        case .close(let pick): .close(resolve(pick))
        case .userDidPop(let position):
            .userDidPop(screen: element(at: position, of: levels.flatMap { $0.controllers.flatMap { $0.screens.map(\.id) } }))
        case .userDidDismiss(let position):
            .userDidDismiss(controller: element(at: position, of: levels.flatMap { $0.controllers.map(\.id) }))
        case .ask(let buttons, let cancels):
            .ask(number: { asks += 1; return asks }(), buttons: buttons, cancels: cancels)
        case .userDidAnswer(let ago, let button):
            .userDidAnswer(question: questionIDs[asks - ago] ?? 0, button: button)
        case .showInColumn(let column, let picks): .showInColumn(SplitColumn(rawValue: column) ?? .detail, resolve(picks))
        case .pushInColumn(let column, let pick): .pushInColumn(SplitColumn(rawValue: column) ?? .detail, resolve(pick))
        case .resize(let collapsed): .resize(collapsed: collapsed)
        }
    }

    private mutating func resolve(_ picks: [ModelPick]) -> [Ref] {
        var refs: [Ref] = []
        for pick in picks { refs.append(resolve(pick)) }
        return refs
    }

    private mutating func resolve(_ pick: ModelPick) -> Ref {
        switch pick {
        case .fresh(let kind):
            return makeRef(kind)
        case .existing(let position):
            let refs = refsInStack
            guard !refs.isEmpty else { return makeRef(.a) }
            let found = refs[position % refs.count]
            return Ref(token: found.token, kind: found.kind, isFresh: false)
        }
    }

    private func element(at position: Int?, of numbers: [Int]) -> Int {
        guard let position, !numbers.isEmpty else { return 0 }
        return numbers[position % numbers.count]
    }

    private mutating func makeRef(_ kind: ModelKind) -> Ref {
        lastToken += 1
        return Ref(token: lastToken, kind: kind, isFresh: true)
    }

    // MARK: Applying a command

    /// Applies a command: the change, or the error with the stack as it was. (Tabs a tab
    /// container made before a later check failed keep their tokens: they were made.)
    mutating func apply(_ command: Resolved) -> Result<Change, NavigationError> {
        var next = self
        let shown = levels.last?.question
        do throws(NavigationError) {
            let change = try next.perform(command)
            // A question is answered before anything else moves: any other command takes it away,
            // and so does a report of the user's that took screens away (a report that touches
            // nothing, a split resized or a pop to the screen on top, leaves it).
            let keepsQuestion = switch command {
            case .ask, .userDidAnswer: true
            case .userDidPop, .userDidDismiss, .resize: change.removed.isEmpty
            default: false
            }
            if let shown, !keepsQuestion {
                next.endings[shown.number] = "removed"
                for level in next.levels.indices { next.levels[level].question = nil }
            }
            self = next
            return .success(change)
        } catch {
            lastToken = next.lastToken
            if case .ask(let number, _, _) = command { endings[number] = "failed \(error)" }
            return .failure(error)
        }
    }

    private mutating func perform(_ command: Resolved) throws(NavigationError) -> Change {
        switch command {
        case .push(let ref):
            let top = try topLevel()
            try checkPlaceable(ref)
            try checkMapped([ref])
            let screen = makeScreen(ref)
            levels[top].controllers[levels[top].selected].screens.append(screen)
            return Change(inserted: [screen.id])
        case .pop:
            let top = try topLevel()
            let selected = levels[top].selected
            guard levels[top].controllers[selected].screens.count > 1 else {
                // A collapsed split goes back to the column before the focused one.
                guard levels[top].collapsed, selected > 0 else { throw .cannotPopRoot }
                levels[top].selected = selected - 1
                return Change()
            }
            return Change(removed: [levels[top].controllers[selected].screens.removeLast().id])
        case .popToRoot:
            let top = try topLevel()
            return truncate(level: top, controller: levels[top].selected, keeping: 1)
        case .present(let ref):
            _ = try topLevel()
            try checkPlaceable(ref)
            try checkMapped([ref])
            let controller = makeController([ref])
            levels.append(Level(controllers: [controller]))
            return Change(inserted: Set(controller.screens.map(\.id)))
        case .dismiss:
            let top = try topLevel()
            guard top > 0 else { throw .nothingToDismiss }
            return Change(removed: removeLevels(from: top))
        case .resetRoot(let ref):
            return try resetStack([ref])
        case .resetStack(let refs):
            return try resetStack(refs)
        case .popTo(let ref):
            let top = try topLevel()
            let selected = levels[top].selected
            guard let index = levels[top].controllers[selected].screens.lastIndex(where: { $0.ref.token == ref.token })
            else {
                // Collapsed, the columns before the focused one are in the same stack.
                if levels[top].collapsed {
                    for column in (0..<selected).reversed() {
                        if let index = levels[top].controllers[column].screens.lastIndex(where: { $0.ref.token == ref.token }) {
                            let change = truncate(level: top, controller: column, keeping: index + 1)
                            levels[top].selected = column
                            return change
                        }
                    }
                }
                throw .notInStack
            }
            return truncate(level: top, controller: selected, keeping: index + 1)
        case .resetScreens(let refs):
            return try resetScreens(refs)
        case .selectTab(let index):
            _ = try topLevel()
            guard levels[0].container != nil, levels[0].columns == nil else { throw .noTabs }
            let count = levels[0].controllers.count
            guard (0..<count).contains(index) else { throw .tabOutOfRange(index: index, count: count) }
            levels[0].selected = index
            return Change()
        case .close(let ref):
            return try close(ref)
        case .showInTab(let index, let refs):
            return try showInTab(index, refs)
        case .userDidPop(let screen):
            for level in levels.indices.reversed() {
                for controller in levels[level].controllers.indices {
                    if let index = levels[level].controllers[controller].screens.lastIndex(where: { $0.id == screen }) {
                        let change = truncate(level: level, controller: controller, keeping: index + 1)
                        // Back in a collapsed split to an earlier column: it is focused.
                        if levels[level].collapsed, controller < levels[level].selected { levels[level].selected = controller }
                        return change
                    }
                }
            }
            throw .notInStack
        case .userDidDismiss(let controller):
            guard let level = levels.firstIndex(where: { $0.controllers.contains { $0.id == controller } }) else {
                throw .notInStack
            }
            guard level > 0 else { throw .nothingToDismiss }
            return Change(removed: removeLevels(from: level))
        case .ask(let number, let buttons, let cancels):
            let top = try topLevel()
            if buttons == 0 { throw .invalidQuestion(.noButtons) }
            if min(cancels, buttons) > 1 { throw .invalidQuestion(.multipleCancelButtons) }
            if let replaced = levels[top].question { endings[replaced.number] = "removed" }
            lastQuestion += 1
            questionIDs[number] = lastQuestion
            levels[top].question = (lastQuestion, number, buttons)
            return Change()
        case .userDidAnswer(let id, let button):
            guard let top = levels.indices.last, let question = levels[top].question, question.id == id else {
                throw .questionNotShown
            }
            guard button < question.buttons else { throw .buttonOutOfRange(index: button, count: question.buttons) }
            levels[top].question = nil
            endings[question.number] = "replied button \(button)"
            return Change()
        case .showInColumn(let column, let refs):
            return try showInColumn(column, refs)
        case .pushInColumn(let column, let ref):
            let index = try columnIndex(column)
            try checkPlaceable(ref)
            try checkMapped([ref])
            let screen = makeScreen(ref)
            levels[0].controllers[index].screens.append(screen)
            levels[0].selected = index
            return Change(inserted: [screen.id])
        case .resize(let collapsed):
            // The window's width: a split shown collapses or expands (expanding focuses the
            // detail column); with none shown, the next one starts so.
            splitCollapsed = collapsed
            if let columns = levels.first?.columns, levels[0].collapsed != collapsed {
                levels[0].collapsed = collapsed
                if !collapsed { levels[0].selected = columns.count - 1 }
            }
            return Change()
        }
    }

    private mutating func resetStack(_ refs: [Ref]) throws(NavigationError) -> Change {
        guard let first = refs.first else { throw .emptyStack }
        var screened = refs
        var container: Ref?
        var tabCount = 0
        var initialTab = 0
        var columns: [SplitColumn]?
        if case .tabs(let kinds, let initial) = first.kind {
            var tabs: [Ref] = []
            for kind in kinds { tabs.append(makeRef(kind)) }
            guard !tabs.isEmpty else { throw .noTabs }
            guard tabs.indices.contains(initial) else { throw .tabOutOfRange(index: initial, count: tabs.count) }
            container = first
            tabCount = tabs.count
            initialTab = initial
            screened = tabs + refs.dropFirst()
        } else if case .split(let kinds, let initial) = first.kind {
            var roots: [Ref] = []
            for kind in kinds { roots.append(makeRef(kind)) }
            let made: [SplitColumn] = kinds.count == 3 ? [.sidebar, .supplementary, .detail] : [.sidebar, .detail]
            let initialColumn = SplitColumn(rawValue: initial) ?? .sidebar
            guard let index = made.firstIndex(of: initialColumn) else { throw .noColumn(initialColumn) }
            container = first
            tabCount = roots.count
            initialTab = index
            columns = made
            screened = roots + refs.dropFirst()
        }
        var seen: Set<Int> = container.map { [$0.token] } ?? []
        for ref in screened {
            if let error = ref.kind.containerError { throw error }
            guard seen.insert(ref.token).inserted else { throw .duplicateViewModel(for: ref.kind.typeName) }
        }
        try checkMapped(screened)

        let removed = removeLevels(from: 0)
        var controllers: [Controller] = []
        if container != nil {
            let pushed = screened[tabCount...]
            for tab in 0..<tabCount {
                controllers.append(makeController(tab == initialTab ? [screened[tab]] + pushed : [screened[tab]]))
            }
        } else {
            controllers = [makeController(screened)]
        }
        levels = [Level(
            controllers: controllers, selected: initialTab, container: container, columns: columns,
            collapsed: columns != nil && splitCollapsed)]
        return Change(inserted: Set(controllers.flatMap { $0.screens.map(\.id) }), removed: removed)
    }

    private mutating func resetScreens(_ refs: [Ref]) throws(NavigationError) -> Change {
        guard !refs.isEmpty else { throw .emptyStack }
        var seen: Set<Int> = []
        for ref in refs {
            if let error = ref.kind.containerError { throw error }
            guard seen.insert(ref.token).inserted else { throw .duplicateViewModel(for: ref.kind.typeName) }
        }
        guard let top = levels.indices.last else {
            try checkMapped(refs)
            let controller = makeController(refs)
            levels = [Level(controllers: [controller])]
            return Change(inserted: Set(controller.screens.map(\.id)))
        }
        let selected = levels[top].selected
        let current = levels[top].controllers[selected].screens
        let fresh = refs.filter { ref in !current.contains { $0.ref.token == ref.token } }
        if let elsewhere = fresh.first(where: { contains($0.token) }) {
            throw .duplicateViewModel(for: elsewhere.kind.typeName)
        }
        try checkMapped(fresh)

        var change = Change()
        var screens: [Screen] = []
        for ref in refs {
            if let kept = current.first(where: { $0.ref.token == ref.token }) {
                screens.append(kept)
            } else {
                screens.append(makeScreen(ref))
                change.inserted.insert(screens[screens.count - 1].id)
            }
        }
        change.removed = Set(current.filter { !seen.contains($0.ref.token) }.map(\.id))
        levels[top].controllers[selected].screens = screens
        return change
    }

    /// The StackSemantics row of `showInTab`: the modal levels go, the tab is selected, and its
    /// screens become these, keeping those at its bottom that are the same view models already
    /// (the model's view models are not `Identifiable`: the same instance). A root of one
    /// navigation controller is its one tab, whatever the index, for screens that start with its
    /// root screen.
    private mutating func showInTab(_ index: Int, _ refs: [Ref]) throws(NavigationError) -> Change {
        _ = try topLevel()
        if levels[0].container == nil, levels[0].columns == nil {
            if let first = refs.first, levels[0].controllers[0].screens.first?.ref.token != first.token { throw .noTabs }
            return try replaceRootController(0, refs)
        }
        guard levels[0].container != nil, levels[0].columns == nil else { throw .noTabs }
        let count = levels[0].controllers.count
        guard (0..<count).contains(index) else { throw .tabOutOfRange(index: index, count: count) }
        return try replaceRootController(index, refs)
    }

    /// The StackSemantics row of `showInColumn`: as `showInTab`, on a column of the root split,
    /// which is focused.
    private mutating func showInColumn(_ column: SplitColumn, _ refs: [Ref]) throws(NavigationError) -> Change {
        try replaceRootController(try columnIndex(column), refs)
    }

    /// The index of a column of the root split, or why there is none.
    private func columnIndex(_ column: SplitColumn) throws(NavigationError) -> Int {
        _ = try topLevel()
        guard let columns = levels[0].columns else { throw .noSplit }
        guard let index = columns.firstIndex(of: column) else { throw .noColumn(column) }
        return index
    }

    /// `showInTab` and `showInColumn` once the tab or column is found: the modal levels go, the
    /// controller is selected, and its screens become these, keeping those at its bottom that
    /// are the same view models already.
    private mutating func replaceRootController(_ index: Int, _ refs: [Ref]) throws(NavigationError) -> Change {
        guard !refs.isEmpty else { throw .emptyStack }
        var seen: Set<Int> = []
        for ref in refs {
            if let error = ref.kind.containerError { throw error }
            guard seen.insert(ref.token).inserted else { throw .duplicateViewModel(for: ref.kind.typeName) }
        }
        let current = levels[0].controllers[index].screens
        var kept = 0
        while kept < min(current.count, refs.count), current[kept].ref.token == refs[kept].token { kept += 1 }
        let fresh = Array(refs[kept...])
        // A view model that leaves with this command (the tab above what is kept, the modal
        // levels) may come back in it, as a new screen.
        let leaving = Set(current[kept...].map(\.ref.token) + levels.dropFirst().flatMap { $0.controllers.flatMap { $0.screens.map(\.ref.token) } })
        if let elsewhere = fresh.first(where: { contains($0.token) && !leaving.contains($0.token) }) {
            throw .duplicateViewModel(for: elsewhere.kind.typeName)
        }
        try checkMapped(fresh)
        var change = truncate(level: 0, controller: index, keeping: kept)
        change.removed.formUnion(removeLevels(from: 1))
        levels[0].selected = index
        for ref in fresh {
            let screen = makeScreen(ref)
            levels[0].controllers[index].screens.append(screen)
            change.inserted.insert(screen.id)
        }
        return change
    }

    private mutating func close(_ ref: Ref) throws(NavigationError) -> Change {
        _ = try topLevel()
        for level in levels.indices.reversed() {
            for controller in levels[level].controllers.indices {
                guard let index = levels[level].controllers[controller].screens.lastIndex(where: { $0.ref.token == ref.token })
                else { continue }
                guard index > 0 else {
                    // The focused column's root, collapsed: back to the column before.
                    if levels[level].collapsed, controller > 0, controller == levels[level].selected {
                        let removed = removeLevels(from: level + 1)
                        levels[level].selected = controller - 1
                        return Change(removed: removed)
                    }
                    guard level > 0 else { throw .cannotPopRoot }
                    return Change(removed: removeLevels(from: level))
                }
                var change = truncate(level: level, controller: controller, keeping: index)
                if controller == levels[level].selected { change.removed.formUnion(removeLevels(from: level + 1)) }
                return change
            }
        }
        if levels[0].container?.token == ref.token { throw .cannotPopRoot }
        throw .notInStack
    }

    // MARK: Shared steps

    private func topLevel() throws(NavigationError) -> Int {
        guard let top = levels.indices.last else { throw .noRoot }
        return top
    }

    private func contains(_ token: Int) -> Bool {
        refsInStack.contains { $0.token == token }
    }

    private func checkPlaceable(_ ref: Ref) throws(NavigationError) {
        if let error = ref.kind.containerError { throw error }
        if contains(ref.token) { throw .duplicateViewModel(for: ref.kind.typeName) }
    }

    private func checkMapped(_ refs: [Ref]) throws(NavigationError) {
        if let unmapped = refs.first(where: { $0.kind == .unmapped }) { throw .noScreen(for: unmapped.kind.typeName) }
    }

    private mutating func makeScreen(_ ref: Ref) -> Screen {
        lastScreen += 1
        return Screen(id: lastScreen, ref: ref)
    }

    private mutating func makeController(_ refs: [Ref]) -> Controller {
        var screens: [Screen] = []
        for ref in refs { screens.append(makeScreen(ref)) }
        lastController += 1
        return Controller(id: lastController, screens: screens)
    }

    private mutating func truncate(level: Int, controller: Int, keeping count: Int) -> Change {
        let screens = levels[level].controllers[controller].screens
        guard screens.count > count else { return Change() }
        levels[level].controllers[controller].screens.removeSubrange(count...)
        return Change(removed: Set(screens[count...].map(\.id)))
    }

    private mutating func removeLevels(from index: Int) -> Set<Int> {
        guard index < levels.count else { return [] }
        let removed = levels[index...].flatMap { $0.controllers.flatMap { $0.screens.map(\.id) } }
        levels.removeSubrange(index...)
        return Set(removed)
    }
}
