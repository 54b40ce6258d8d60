/// One level of a ``StackSnapshot``: the root level or a modal level.
///
/// A level holds one navigation controller, or, for a root tab container, one per tab.
public struct LevelSnapshot: Equatable, Sendable {
    /// The level's navigation controllers: one, or one per tab.
    public let controllers: [NavigationControllerSnapshot]
    /// The index of the selected controller (the selected tab); `0` when there are no tabs.
    public let selectedIndex: Int
    /// The type of the tab container view model, when the level is a tab controller.
    public let tabContainerType: Any.Type?
    /// How the level is presented: `nil` for the root level, the style `present` was given for a
    /// modal level.
    public let presentation: PresentationStyle?
    /// The question shown over the level, boxed: a level is copied on every command, and a
    /// question's words would make each copy cost more.
    let questionBox: QuestionBox?

    init(
        controllers: [NavigationControllerSnapshot], selectedIndex: Int, tabContainerType: Any.Type?,
        presentation: PresentationStyle?, question: QuestionBox? = nil
    ) {
        self.controllers = controllers
        self.selectedIndex = selectedIndex
        self.tabContainerType = tabContainerType
        self.presentation = presentation
        self.questionBox = question
    }

    /// The question shown over the level, if any: only ever over the top level, since any
    /// command that changes the stack takes a question away.
    public var question: QuestionSnapshot? { questionBox?.snapshot }

    /// Whether the level is a tab controller.
    public var isTabbed: Bool { tabContainerType != nil }

    /// The selected navigation controller: the only one, or the selected tab's.
    public var selectedController: NavigationControllerSnapshot { controllers[selectedIndex] }

    /// Two levels are equal when their controllers, selection, container type, presentation and
    /// question are.
    ///
    /// - Parameters:
    ///   - lhs: A level.
    ///   - rhs: Another level.
    /// - Returns: Whether they describe the same level.
    public static func == (lhs: LevelSnapshot, rhs: LevelSnapshot) -> Bool {
        lhs.selectedIndex == rhs.selectedIndex && lhs.tabContainerType == rhs.tabContainerType
            && lhs.presentation == rhs.presentation && lhs.questionBox?.snapshot == rhs.questionBox?.snapshot
            && lhs.controllers == rhs.controllers
    }
}

/// A question's snapshot, held by reference in a ``LevelSnapshot``.
final class QuestionBox: Sendable {
    let snapshot: QuestionSnapshot

    init(_ snapshot: QuestionSnapshot) {
        self.snapshot = snapshot
    }
}
