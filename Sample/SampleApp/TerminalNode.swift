import Wayfinder

/// One container the terminal shows: a screen, a navigation stack, or the home tab bar — the
/// terminal's counterpart of a view controller.
@MainActor
final class TerminalNode {
    enum Kind {
        case screen(any Screen)
        case navigation
        case tabs
        /// A question asked over the level it is presented from.
        case question(QuestionSnapshot)
    }

    let kind: Kind
    /// A stack's screens (root first), or the tab bar's stacks.
    var children: [TerminalNode]
    var selectedIndex = 0
    /// The level presented from this one.
    var presented: TerminalNode?
    /// Who presents this one.
    weak var presenting: TerminalNode?
    /// The style this level is presented in.
    var style: PresentationStyle?
    /// The question asked over this level.
    var question: TerminalNode?
    /// What the user typed into a question's text field (the field's own text at first); `nil`
    /// without a field.
    var fieldText: String?

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

    /// The stack the user sees in this level: the selected tab's, or the level's own.
    var visibleStack: TerminalNode {
        isTabs ? children[selectedIndex] : self
    }
}
