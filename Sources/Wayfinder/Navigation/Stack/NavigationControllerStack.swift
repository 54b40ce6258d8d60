/// The headless navigation-controller stack: the single source of truth for where the user is.
///
/// The stack holds levels: index 0 is the root, each above it a modal level. A level holds one
/// navigation controller (one per tab of a root tab container, one per column of a root split
/// container), and each navigation controller a stack of screens. Read it through its
/// ``snapshot``, a value (``StackSnapshot``) to compare in tests, log or observe; go from a
/// snapshot's screen to its instance with ``screen(for:)``. A ``Navigator`` changes the stack by
/// performing the commands of its ``NavigationBus``. The stack knows no bus and no renderer:
/// changes the user made in the UI are reported to the navigator (``UserReport/popped(to:)``,
/// ``UserReport/dismissed(_:)``, ``UserReport/selectedTab(_:)``), which applies them here
/// like any command.
///
/// What each of the fifteen commands does to it, and when it cannot apply, is in
/// <doc:StackSemantics>. "The top navigation controller" is the top modal level's or, with no
/// modal level up, the root's (the selected tab's when the root is a tab container, the focused
/// column's when it is a split container): ``StackSnapshot/topController``.
@MainActor
public final class NavigationControllerStack {
    // The runtime's exclusivity check is off for the stored properties a command touches: a
    // dozen checked accesses were a large part of a push (Benchmarks/README.md). It only catches
    // an access that overlaps a mutation of the same property, and none can here: the stack is main-actor
    // isolated, and no app code (factory, observer, lifecycle callback) runs while one of these
    // properties is being mutated; a command calls out before or after.

    /// The levels, index 0 the root.
    @exclusivity(unchecked) var levels: [Level] = []
    /// The view models on screen (including a root tab or split container), for the duplicate
    /// checks: scanned while few, hashed when many.
    @exclusivity(unchecked) var viewModelsInStack = ViewModelIndex()
    /// The view models whose screens entered the stack during the command being applied, in
    /// stack order (kept screens of `resetScreens` are not arrivals); see ``withJournal(_:)``.
    @exclusivity(unchecked) private var arrivals: [any ViewModel] = []
    /// The view models whose screens left the stack during the command being applied, in stack order.
    @exclusivity(unchecked) private var departures: [any ViewModel] = []
    @exclusivity(unchecked) private var lastScreenNumber = 0
    private var lastControllerNumber = 0
    var lastQuestionNumber = 0
    /// Whether the renderer last reported a collapsed split: a split root made later starts so.
    var splitIsCollapsed = false
    /// The question shown, over the top level (whose ``Level/questionBox`` is its snapshot); a
    /// command that removed that level leaves it here until the navigator withdraws it.
    @exclusivity(unchecked) var shownQuestion: AskedQuestion? {
        didSet { _ = questionForRelease.exchange(with: shownQuestion) }
    }
    /// The question shown, readable on any thread: the navigator's deinit (which is not isolated)
    /// ends it. Written only when a question comes or goes.
    nonisolated let questionForRelease = Locked<AskedQuestion?>(nil)
    /// The questions that ended during the command being applied, with how; see
    /// ``takeEndedQuestions()``.
    @exclusivity(unchecked) var endedQuestions: [(question: AskedQuestion, ending: QuestionEnding)] = []

    init() {}

    /// The navigation controller that `push` and `pop` act on.
    var topNavigationController: NavigationController? { levels.last?.selected }

    /// The question shown, with its answers (for the test kit).
    package var askedQuestion: AskedQuestion? { shownQuestion }

    /// The screen the user sees.
    public var topScreen: (any Screen)? { levels.last?.selected.entries.last?.screen }

    /// The view model of the screen the user sees.
    public var topViewModel: (any ViewModel)? {
        // Read in place: copying the controller or the entry would copy its `any Screen`.
        guard let level = levels.indices.last else { return nil }
        let selected = levels[level].selectedIndex
        let count = levels[level].controllers[selected].entries.count
        return count > 0 ? levels[level].controllers[selected].entries[count - 1].viewModel : nil
    }

    /// The screen a ``ScreenSnapshot`` names, with its view model: how to go from the
    /// ``snapshot`` to the instances. The levels are searched from the top down and each
    /// navigation controller from its top, so a screen just pushed or presented is found at once.
    ///
    /// ```swift
    /// let detail = navigator.stack.snapshot.topLevel?.controller(for: .detail)?.screens.first
    /// let book = detail.flatMap { navigator.stack.screen(for: $0.id)?.viewModel as? BookViewModel }
    /// ```
    ///
    /// - Parameter id: The screen's identifier, as a snapshot names it.
    /// - Returns: The screen, or `nil` when it is not in the stack (any more).
    public func screen(for id: ScreenID) -> (any Screen)? {
        Self.screen(for: id, in: levels)
    }

    /// ``screen(for:)`` in these levels (a transition's).
    static func screen(for id: ScreenID, in levels: [Level]) -> (any Screen)? {
        for level in levels.indices.reversed() {
            for controller in levels[level].controllers.indices {
                let entries = levels[level].controllers[controller].entries
                for index in entries.indices.reversed() where entries[index].id == id { return entries[index].screen }
            }
        }
        return nil
    }

    /// The view models of the root's tab `index`, when the root is a tab container with that tab.
    func viewModels(inTab index: Int) -> [any ViewModel]? {
        guard let root = levels.first, root.tabContainer != nil, root.controllers.indices.contains(index) else { return nil }
        return root.controllers[index].viewModels
    }

    /// The view models of a column of the root, when the root is a split container with that column.
    func viewModels(inColumn column: SplitColumn) -> [any ViewModel]? {
        guard let root = levels.first, let index = root.split?.snapshot.columns.firstIndex(of: column) else { return nil }
        return root.controllers[index].viewModels
    }

    /// Whether this view model instance holds a place in the stack (as a screen, or as the root
    /// tab or split container).
    ///
    /// - Parameter viewModel: The instance to look for.
    /// - Returns: `true` when the instance is in the stack.
    public func contains(_ viewModel: any ViewModel) -> Bool {
        guard viewModelsInStack.isDeep else { return isInLevels(viewModel) }
        if viewModelsInStack.hashed == nil { viewModelsInStack.hash(allViewModelIDs()) }
        return viewModelsInStack.hashed?.contains(ObjectIdentifier(viewModel)) ?? false
    }

    /// Whether a level holds the view model, scanned in place (a copy of an entry would copy its
    /// screen).
    private func isInLevels(_ viewModel: any ViewModel) -> Bool {
        for level in levels.indices {
            if let container = levels[level].tabContainer, container === viewModel { return true }
            if let container = levels[level].splitContainer, container === viewModel { return true }
            for controller in levels[level].controllers.indices {
                let count = levels[level].controllers[controller].entries.count
                for index in 0..<count where levels[level].controllers[controller].entries[index].viewModel === viewModel {
                    return true
                }
            }
        }
        return false
    }

    /// Every view model the stack holds, to start hashing them.
    private func allViewModelIDs() -> Set<ObjectIdentifier> {
        var all = Set<ObjectIdentifier>(minimumCapacity: viewModelsInStack.count)
        for level in levels {
            if let container = level.tabContainer { all.insert(ObjectIdentifier(container)) }
            if let container = level.splitContainer { all.insert(ObjectIdentifier(container)) }
            for controller in level.controllers {
                for entry in controller.entries { all.insert(ObjectIdentifier(entry.viewModel)) }
            }
        }
        return all
    }

    /// The whole stack as a value. Taking a snapshot costs the same at any depth.
    public var snapshot: StackSnapshot {
        StackSnapshot(history: PersistentStack(top: levels.last?.node))
    }

    // MARK: Building blocks for the commands

    /// Makes the entry of a screen that enters the stack (or keeps its place, given its `id`),
    /// on top of `below`.
    func makeEntry(
        _ viewModel: any ViewModel, _ screen: any Screen, id: ScreenID? = nil,
        below: PersistentStack<ScreenSnapshot>.Node?
    ) -> ScreenEntry {
        // A kept screen (`resetScreens`, given its `id`) is counted already.
        if id == nil {
            viewModelsInStack.insert(ObjectIdentifier(viewModel))
            arrivals.append(viewModel)
        }
        let id = id ?? nextScreenID()
        let snapshot = ScreenSnapshot(id: id, viewModelType: type(of: viewModel), screenType: type(of: screen))
        return ScreenEntry(screen: screen, viewModel: viewModel, node: PersistentStack.Node(snapshot, below: below))
    }

    /// A new navigation controller holding these screens, bottom first.
    func makeController(_ screens: [(any ViewModel, any Screen)]) -> NavigationController {
        var entries: [ScreenEntry] = []
        entries.reserveCapacity(screens.count)
        for (viewModel, screen) in screens {
            entries.append(makeEntry(viewModel, screen, below: entries.last?.node))
        }
        lastControllerNumber += 1
        return NavigationController(id: NavigationControllerID(rawValue: lastControllerNumber), entries: entries)
    }

    private func nextScreenID() -> ScreenID {
        lastScreenNumber += 1
        return ScreenID(rawValue: lastScreenNumber)
    }

    /// Forgets removed entries and returns their snapshots; the entries themselves are released
    /// when the caller drops them.
    func release(_ entries: some Collection<ScreenEntry>) -> [ScreenSnapshot] {
        var snapshots: [ScreenSnapshot] = []
        snapshots.reserveCapacity(entries.count)
        release(entries, into: &snapshots)
        return snapshots
    }

    /// ``release(_:)`` of one entry: its snapshot, without an array.
    func release(_ entry: ScreenEntry) -> ScreenSnapshot {
        viewModelsInStack.remove(ObjectIdentifier(entry.viewModel))
        departures.append(entry.viewModel)
        return entry.snapshot
    }

    /// ``release(_:)`` appending the snapshots to `snapshots` (which grows as an array does:
    /// no exact reservation per call, which would copy it on every call).
    func release(_ entries: some Collection<ScreenEntry>, into snapshots: inout [ScreenSnapshot]) {
        for entry in entries { snapshots.append(release(entry)) }
    }

    /// Runs `body` with the view models that entered and left since the last call, then
    /// forgets them (keeping the capacity, so that the next command does not allocate). A view
    /// model that left and came back in the same command (`resetStack` laying it out again)
    /// neither arrived nor departed.
    func withJournal<R>(_ body: (_ arrivals: [any ViewModel], _ departures: [any ViewModel]) -> R) -> R {
        defer {
            NavigationControllerStack.empty(&arrivals)
            NavigationControllerStack.empty(&departures)
        }
        if arrivals.isEmpty || departures.isEmpty || !journalOverlaps() { return body(arrivals, departures) }
        let (arrived, departed) = journalWithoutReturns()
        return body(arrived, departed)
    }

    /// Empties a list of the journal, keeping its capacity. A push or a pop leaves one view model
    /// there, which `removeLast` takes cheaply (`removeAll(keepingCapacity:)` goes through the
    /// generic `replaceSubrange`); longer lists are emptied from the bottom, so that the view
    /// models the journal held last are released in stack order.
    private static func empty(_ list: inout [any ViewModel]) {
        switch list.count {
        case 0: break
        case 1: list.removeLast()
        default: list.removeAll(keepingCapacity: true)
        }
    }

    /// Whether a view model both arrived and departed: compared pairwise when the journal is
    /// short (one command's worth, usually), through a set otherwise.
    ///
    /// Loops, not `contains(where:)`: a closure formed in main-actor code checks the executor
    /// each time it is called (Swift 6's dynamic isolation check), which was a visible part of
    /// a deep link.
    private func journalOverlaps() -> Bool {
        if arrivals.count * departures.count <= 64 {
            for arrived in arrivals {
                for departed in departures where departed === arrived { return true }
            }
            return false
        }
        let departed = Set(departures.map(ObjectIdentifier.init))
        return arrivals.contains { departed.contains(ObjectIdentifier($0)) }
    }

    /// The journal without the view models that both arrived and departed.
    private func journalWithoutReturns() -> (arrivals: [any ViewModel], departures: [any ViewModel]) {
        let arrived = Set(arrivals.map(ObjectIdentifier.init))
        let departed = Set(departures.map(ObjectIdentifier.init))
        return (
            arrivals.filter { !departed.contains(ObjectIdentifier($0)) },
            departures.filter { !arrived.contains(ObjectIdentifier($0)) })
    }

    /// Rebuilds the snapshot nodes of `level` and every level above it.
    func refreshSnapshots(from level: Int) {
        for index in level..<levels.count {
            levels[index].refreshNode(below: index > 0 ? levels[index - 1].node : nil)
        }
    }

    /// A change that changed nothing.
    func unchanged() -> NavigationChange {
        let snapshot = snapshot
        return NavigationChange(before: snapshot, after: snapshot)
    }
}
