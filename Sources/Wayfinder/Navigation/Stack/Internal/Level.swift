/// One level of the stack: the root, or a modal level above it.
///
/// A level holds one navigation controller, or one per tab when it is a root tab container.
struct Level {
    private(set) var controllers: [NavigationController]
    private(set) var selectedIndex: Int
    let tabContainer: (any TabContainerViewModel)?
    /// How the level is presented; `nil` for the root level.
    let presentation: PresentationStyle?
    /// The snapshot of the question shown over the level (only ever the top level's); the stack
    /// keeps the question itself (``NavigationControllerStack/shownQuestion``).
    private(set) var questionBox: QuestionBox?
    /// The snapshot of the levels up to and including this one.
    private(set) var node: PersistentStack<LevelSnapshot>.Node

    init(
        controllers: [NavigationController], selectedIndex: Int = 0,
        tabContainer: (any TabContainerViewModel)? = nil, presentation: PresentationStyle?,
        below: PersistentStack<LevelSnapshot>.Node?
    ) {
        self.controllers = controllers
        self.selectedIndex = selectedIndex
        self.tabContainer = tabContainer
        self.presentation = presentation
        self.node = Level.makeNode(controllers, selectedIndex, tabContainer, presentation, nil, below: below)
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

    /// Shows a question over the level, or takes it away (`nil`).
    ///
    /// The snapshot node is stale afterwards: the stack calls ``refreshNode(below:)``.
    mutating func setQuestion(_ question: QuestionBox?) {
        questionBox = question
    }

    /// Rebuilds the level's snapshot node on top of the levels below.
    mutating func refreshNode(below: PersistentStack<LevelSnapshot>.Node?) {
        node = Level.makeNode(controllers, selectedIndex, tabContainer, presentation, questionBox, below: below)
    }

    private static func makeNode(
        _ controllers: [NavigationController], _ selectedIndex: Int,
        _ tabContainer: (any TabContainerViewModel)?, _ presentation: PresentationStyle?,
        _ question: QuestionBox?, below: PersistentStack<LevelSnapshot>.Node?
    ) -> PersistentStack<LevelSnapshot>.Node {
        let snapshot = LevelSnapshot(
            controllers: controllers.map(\.snapshot), selectedIndex: selectedIndex,
            tabContainerType: tabContainer.map { type(of: $0) }, presentation: presentation, question: question)
        return PersistentStack.Node(snapshot, below: below)
    }
}
