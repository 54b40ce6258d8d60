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
    @exclusivity(unchecked) private var lastScreenNumber = 0
    private var lastControllerNumber = 0
    var lastQuestionNumber = 0
    /// Whether the renderer last reported a collapsed split: a split root made later starts so.
    var splitIsCollapsed = false
    /// The question shown, over the top level (whose ``Level/questionBox`` is its snapshot); a
    /// command that removed that level leaves it here until the control loop withdraws it.
    @exclusivity(unchecked) var shownQuestion: AskedQuestion? {
        didSet { _ = questionForRelease.exchange(with: shownQuestion) }
    }
    /// The question shown, readable on any thread: the navigator's deinit (which is not isolated)
    /// ends it. Written only when a question comes or goes.
    nonisolated let questionForRelease = Locked<AskedQuestion?>(nil)
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

    /// The screen of a view model on the stack, searched from the top level down (a journey names
    /// a view model a command finds on the stack by its screen).
    func screenID(of viewModel: any ViewModel) -> ScreenID? {
        for level in levels.indices.reversed() {
            for controller in levels[level].controllers.indices {
                let entries = levels[level].controllers[controller].entries
                for index in entries.indices where entries[index].viewModel === viewModel { return entries[index].id }
            }
        }
        return nil
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
    /// on top of `below`, and notes its arrival in `journal`.
    func makeEntry(
        _ viewModel: any ViewModel, _ screen: any Screen, id: ScreenID? = nil,
        below: PersistentStack<ScreenSnapshot>.Node?, journal: inout StackEdit.Journal
    ) -> ScreenEntry {
        // A kept screen (`resetScreens`, given its `id`) is counted already, and did not arrive.
        if id == nil {
            viewModelsInStack.insert(ObjectIdentifier(viewModel))
            journal.arrivals.append(viewModel)
            lastScreenNumber += 1
        }
        let snapshot = ScreenSnapshot(
            id: id ?? ScreenID(rawValue: lastScreenNumber), viewModelType: type(of: viewModel), screenType: type(of: screen))
        return ScreenEntry(screen: screen, viewModel: viewModel, node: PersistentStack.Node(snapshot, below: below))
    }

    /// A new navigation controller holding these screens, bottom first.
    func makeController(_ screens: [(any ViewModel, any Screen)], journal: inout StackEdit.Journal) -> NavigationController {
        var entries: [ScreenEntry] = []
        entries.reserveCapacity(screens.count)
        for (viewModel, screen) in screens {
            entries.append(makeEntry(viewModel, screen, below: entries.last?.node, journal: &journal))
        }
        lastControllerNumber += 1
        return NavigationController(id: NavigationControllerID(rawValue: lastControllerNumber), entries: entries)
    }

    /// Forgets removed entries, notes their departure in `journal` and returns their snapshots;
    /// the entries themselves are released when the caller drops them.
    func release(_ entries: some Collection<ScreenEntry>, journal: inout StackEdit.Journal) -> [ScreenSnapshot] {
        var snapshots: [ScreenSnapshot] = []
        snapshots.reserveCapacity(entries.count)
        release(entries, into: &snapshots, journal: &journal)
        return snapshots
    }

    /// ``release(_:journal:)`` of one entry: its snapshot, without an array.
    func release(_ entry: ScreenEntry, journal: inout StackEdit.Journal) -> ScreenSnapshot {
        viewModelsInStack.remove(ObjectIdentifier(entry.viewModel))
        journal.departures.append(entry.viewModel)
        return entry.snapshot
    }

    /// ``release(_:journal:)`` appending the snapshots to `snapshots` (which grows as an array
    /// does: no exact reservation per call, which would copy it on every call).
    func release(
        _ entries: some Collection<ScreenEntry>, into snapshots: inout [ScreenSnapshot], journal: inout StackEdit.Journal
    ) {
        for entry in entries { snapshots.append(release(entry, journal: &journal)) }
    }

    /// Rebuilds the snapshot nodes of `level` and every level above it.
    func refreshSnapshots(from level: Int) {
        for index in level..<levels.count {
            levels[index].refreshNode(below: index > 0 ? levels[index - 1].node : nil)
        }
    }

    /// An edit that changed nothing.
    func unchanged() -> StackEdit {
        let snapshot = snapshot
        return StackEdit(NavigationChange(before: snapshot, after: snapshot))
    }
}
