import Wayfinder

/// One container the terminal shows: a screen, a navigation stack, the home tab bar or a split
/// view — the terminal's counterpart of a view controller.
@MainActor
final class TerminalNode {
    enum Kind {
        case screen(any Screen)
        case navigation
        case tabs
        /// A split view: its children are its columns' stacks, in this order.
        case split([SplitColumn])
        /// A question asked over the level it is presented from.
        case question(QuestionSnapshot)
    }

    let kind: Kind
    /// A stack's screens (root first), the tab bar's stacks, or a split's columns' stacks.
    var children: [TerminalNode]
    /// The selected tab, or a split's focused column.
    var selectedIndex = 0
    /// The level presented from this one.
    var presented: TerminalNode?
    /// Who presents this one.
    weak var presenting: TerminalNode?
    /// The style this level is presented in.
    var style: ModalStyle?
    /// The question asked over this level.
    var question: TerminalNode?
    /// What the user typed into a question's text field (the field's own text at first); `nil`
    /// without a field.
    var fieldText: String?
    /// What the steps call a stack of a split: its column's name, or `collapsed` for the one
    /// stack a narrow split shows; `nil` for other stacks.
    var label: String?
    /// A split's one stack while it is collapsed (UIKit's compact column).
    var compact: TerminalNode?
    /// Whether a split is collapsed into ``compact``.
    var isCollapsed = false

    init(_ kind: Kind, children: [TerminalNode] = []) {
        self.kind = kind
        self.children = children
    }

    var screen: (any Screen)? {
        if case .screen(let screen) = kind { screen } else { nil }
    }

    /// The question this node shows, when it is a question's.
    var asked: QuestionSnapshot? {
        if case .question(let question) = kind { question } else { nil }
    }

    var isTabs: Bool {
        if case .tabs = kind { true } else { false }
    }

    /// A split's columns, when this node is a split.
    var columns: [SplitColumn]? {
        if case .split(let columns) = kind { columns } else { nil }
    }

    /// Whether this node is a split showing its columns side by side.
    var isExpandedSplit: Bool { columns != nil && !isCollapsed }

    /// The stack the user sees in this level: the selected tab's, a collapsed split's one stack,
    /// the rightmost column of an expanded split (the detail, which shows what was chosen), or
    /// the level's own.
    var visibleStack: TerminalNode {
        if isTabs { return children[selectedIndex] }
        if columns != nil { return (isCollapsed ? compact : children.last) ?? self }
        return self
    }
}
