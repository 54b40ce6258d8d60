/// One level of a ``StackSnapshot``: the root level or a modal level.
///
/// A level holds one navigation controller, or, for a root tab container, one per tab, or, for a
/// root split container, one per column.
public struct LevelSnapshot: Equatable, Sendable {
    /// The level's navigation controllers: one kept inline (most levels: no array to allocate on
    /// every command), or one per tab or column.
    private enum Controllers: Sendable {
        case one(NavigationControllerSnapshot)
        case many([NavigationControllerSnapshot])
    }

    private let storage: Controllers
    /// The index of the selected controller: the selected tab, or the focused column of a split;
    /// `0` for a single navigation controller.
    public let selectedIndex: Int
    /// The type of the tab container view model, when the level is a tab controller.
    public let tabContainerType: Any.Type?
    /// How the level is presented: `nil` for the root level, the style `present` was given for a
    /// modal level.
    public let presentation: ModalStyle?
    /// The question shown over the level, boxed: a level is copied on every command, and a
    /// question's words would make each copy cost more.
    let questionBox: QuestionBox?
    /// The split's columns, boxed like the question.
    let splitBox: SplitBox?

    /// A level of one navigation controller, without an array.
    init(
        controller: NavigationControllerSnapshot, tabContainerType: Any.Type?, presentation: ModalStyle?,
        question: QuestionBox?, split: SplitBox?
    ) {
        self.storage = .one(controller)
        self.selectedIndex = 0
        self.tabContainerType = tabContainerType
        self.presentation = presentation
        self.questionBox = question
        self.splitBox = split
    }

    init(
        controllers: [NavigationControllerSnapshot], selectedIndex: Int, tabContainerType: Any.Type?,
        presentation: ModalStyle?, question: QuestionBox? = nil, split: SplitBox? = nil
    ) {
        self.splitBox = split
        self.storage = controllers.count == 1 ? .one(controllers[0]) : .many(controllers)
        self.selectedIndex = selectedIndex
        self.tabContainerType = tabContainerType
        self.presentation = presentation
        self.questionBox = question
    }

    /// The level's navigation controllers: one, one per tab, or one per column.
    public var controllers: [NavigationControllerSnapshot] {
        switch storage {
        case .one(let controller): [controller]
        case .many(let controllers): controllers
        }
    }

    /// How many navigation controllers the level holds (``controllers``' count, without the array).
    var controllerCount: Int {
        switch storage {
        case .one: 1
        case .many(let controllers): controllers.count
        }
    }

    /// The navigation controller at `index` of ``controllers``, without the array.
    func controller(at index: Int) -> NavigationControllerSnapshot {
        switch storage {
        case .one(let controller): controller
        case .many(let controllers): controllers[index]
        }
    }

    /// The question shown over the level, if any: only ever over the top level
    /// (``StackSnapshot/question``), since any command that changes the stack takes a question away.
    var question: QuestionSnapshot? { questionBox?.snapshot }

    /// Whether the level is a tab controller.
    var isTabbed: Bool { tabContainerType != nil }

    /// The split's container type, columns and collapsed state, when the level is a split container.
    public var split: SplitSnapshot? { splitBox?.snapshot }

    /// The focused column, when the level is a split container.
    public var focusedColumn: SplitColumn? { splitBox.map { $0.snapshot.columns[selectedIndex] } }

    /// A column's navigation controller, when the level is a split container with that column.
    ///
    /// - Parameter column: A column.
    /// - Returns: Its navigation controller's snapshot, or `nil`.
    public func controller(for column: SplitColumn) -> NavigationControllerSnapshot? {
        splitBox?.snapshot.columns.firstIndex(of: column).map(controller(at:))
    }

    /// The screens the user sees stacked: the selected controller's, or, for a collapsed split,
    /// the screens of every column up to the focused one, the sidebar's first (the one stack a
    /// compact width shows). An expanded split shows its columns side by side: the focused
    /// column's screens.
    public var collapsedScreens: [ScreenSnapshot] {
        guard let split = splitBox?.snapshot, split.isCollapsed else { return selectedController.screens }
        return controllers[...selectedIndex].flatMap(\.screens)
    }

    /// The selected navigation controller: the only one, or the selected tab's.
    package var selectedController: NavigationControllerSnapshot { controller(at: selectedIndex) }

    /// Two levels are equal when their controllers, selection, container type, split,
    /// presentation and question are.
    ///
    /// - Parameters:
    ///   - lhs: A level.
    ///   - rhs: Another level.
    /// - Returns: Whether they describe the same level.
    public static func == (lhs: LevelSnapshot, rhs: LevelSnapshot) -> Bool {
        lhs.selectedIndex == rhs.selectedIndex && lhs.tabContainerType == rhs.tabContainerType
            && lhs.presentation == rhs.presentation && lhs.questionBox?.snapshot == rhs.questionBox?.snapshot
            && lhs.splitBox?.snapshot == rhs.splitBox?.snapshot && lhs.controllerCount == rhs.controllerCount
            && (0..<lhs.controllerCount).allSatisfy { lhs.controller(at: $0) == rhs.controller(at: $0) }
    }
}

/// A question's snapshot, held by reference in a ``LevelSnapshot``.
final class QuestionBox: Sendable {
    let snapshot: QuestionSnapshot

    init(_ snapshot: QuestionSnapshot) {
        self.snapshot = snapshot
    }
}
