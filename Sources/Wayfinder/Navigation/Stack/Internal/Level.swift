/// One level of the stack: the root, or a modal level above it.
///
/// A level holds one navigation controller, or one per tab when it is a root tab container, or
/// one per column when it is a root split container (`selectedIndex` is the focused column).
struct Level {
    private(set) var controllers: [NavigationController]
    private(set) var selectedIndex: Int
    let tabContainer: (any TabContainerViewModel)?
    let splitContainer: (any SplitContainerViewModel)?
    /// The split's columns and collapsed state, for a split level.
    private(set) var split: SplitBox?
    /// How the level is presented; `nil` for the root level.
    let presentation: ModalStyle?
    /// The snapshot of the question shown over the level (only ever the top level's); the stack
    /// keeps the question itself (``NavigationControllerStack/shownQuestion``).
    private(set) var questionBox: QuestionBox?
    /// The snapshot of the levels up to and including this one.
    private(set) var node: PersistentStack<LevelSnapshot>.Node

    init(
        controllers: [NavigationController], selectedIndex: Int = 0,
        tabContainer: (any TabContainerViewModel)? = nil,
        split: (container: any SplitContainerViewModel, columns: [SplitColumn], isCollapsed: Bool, madeRoots: [ObjectIdentifier])? = nil,
        presentation: ModalStyle?, below: PersistentStack<LevelSnapshot>.Node?
    ) {
        self.controllers = controllers
        self.selectedIndex = selectedIndex
        self.tabContainer = tabContainer
        self.splitContainer = split?.container
        self.split = split.map {
            SplitBox(
                SplitSnapshot(containerType: type(of: $0.container), columns: $0.columns, isCollapsed: $0.isCollapsed),
                madeRoots: $0.madeRoots)
        }
        self.presentation = presentation
        self.node = Level.makeNode(controllers, selectedIndex, tabContainer, self.split, presentation, nil, below: below)
    }

    var selected: NavigationController { controllers[selectedIndex] }

    /// Changes the controller at `index` in place (no copy of its screens).
    ///
    /// The snapshot node is stale afterwards: the stack calls ``refreshNode(below:)``.
    mutating func withController<Result>(
        at index: Int, _ body: (inout NavigationController) throws -> Result
    ) rethrows -> Result {
        try body(&controllers[index])
    }

    mutating func select(_ index: Int) {
        selectedIndex = index
    }

    /// Collapses the split level into one stack, or expands it.
    ///
    /// The snapshot node is stale afterwards: the stack calls ``refreshNode(below:)``.
    mutating func setCollapsed(_ isCollapsed: Bool) {
        guard let box = split else { return }
        let old = box.snapshot
        split = SplitBox(
            SplitSnapshot(containerType: old.containerType, columns: old.columns, isCollapsed: isCollapsed),
            madeRoots: box.madeRoots)
    }

    /// Shows a question over the level, or takes it away (`nil`).
    ///
    /// The snapshot node is stale afterwards: the stack calls ``refreshNode(below:)``.
    mutating func setQuestion(_ question: QuestionBox?) {
        questionBox = question
    }

    /// Rebuilds the level's snapshot node on top of the levels below.
    mutating func refreshNode(below: PersistentStack<LevelSnapshot>.Node?) {
        node = Level.makeNode(controllers, selectedIndex, tabContainer, split, presentation, questionBox, below: below)
    }

    private static func makeNode(
        _ controllers: [NavigationController], _ selectedIndex: Int,
        _ tabContainer: (any TabContainerViewModel)?, _ split: SplitBox?, _ presentation: ModalStyle?,
        _ question: QuestionBox?, below: PersistentStack<LevelSnapshot>.Node?
    ) -> PersistentStack<LevelSnapshot>.Node {
        if controllers.count == 1 {
            // Most levels: one navigation controller, kept inline (no array a command).
            let snapshot = LevelSnapshot(
                controller: controllers[0].snapshot, tabContainerType: tabContainer.map { type(of: $0) },
                presentation: presentation, question: question, split: split)
            return PersistentStack.Node(snapshot, below: below)
        }
        let snapshot = LevelSnapshot(
            controllers: controllers.map(\.snapshot), selectedIndex: selectedIndex,
            tabContainerType: tabContainer.map { type(of: $0) }, presentation: presentation, question: question,
            split: split)
        return PersistentStack.Node(snapshot, below: below)
    }
}
