import Observation
import Wayfinder

/// One container of a ``NavigationModel``: a screen, a navigation stack, or the root tab bar.
/// ``NavigationModelView`` reads it (it is `@Observable`) and hands it back with the user's
/// changes; only the model changes it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
public final class ScreenNode: Identifiable {
    /// What the node shows.
    package enum Kind {
        /// A screen of the stack.
        case screen(ScreenID, any Screen)
        /// A navigation stack (`NavigationStack`): its first child is the root, the others the path.
        case navigation(NavigationControllerID)
        /// The root tab bar (`TabView`): its children are the tabs' navigation stacks.
        case tabs
        /// The root split view (`NavigationSplitView`): its children are the columns' navigation
        /// stacks, in the order of these columns; ``ScreenNode/selectedIndex`` is the focused
        /// column, the one a collapsed split shows on top (`preferredCompactColumn`).
        case split([SplitColumn])
        /// A question (`.alert` or `.confirmationDialog`), asked over the level it is presented
        /// from.
        case question(QuestionSnapshot)
    }

    /// What the node shows.
    package let kind: Kind
    /// A navigation stack's screens (root first), or the tab bar's stacks. A navigation stack's
    /// are written through ``setChildren(_:)`` only.
    package private(set) var children: [ScreenNode]
    /// A navigation stack's root screen (its first child): what its root view and its tab's label
    /// show. Kept apart from ``children``, which every push and pop changes.
    package private(set) var rootScreen: ScreenNode?
    /// Whether this screen is the top of its navigation stack: only a guarded back button depends
    /// on it, so it is kept apart from the stack's ``children``.
    package private(set) var isTopOfStack = false
    /// The tab bar's selected tab, or the split view's focused column.
    package internal(set) var selectedIndex: Int
    /// The level presented above this one (from the root, or from a modal level's stack).
    package internal(set) var presented: ScreenNode?
    /// The question asked over this level (from its navigation stack, or the tab bar at the root).
    package internal(set) var question: ScreenNode?
    /// A question's text field, as the user has typed it so far.
    package internal(set) var text: String
    /// The style this level is presented in.
    package internal(set) var style: ModalStyle?
    /// The detent a presented sheet rests at: its style's first listed detent when it appears
    /// (`ModalStyle.initialDetent`), then wherever the user drags it.
    package internal(set) var selectedDetent: SheetDetent?
    /// A stable identity for SwiftUI: the screen's or the navigation controller's number.
    public let id: String

    /// The navigation stack that last made this screen its top, so that another stack dropping
    /// the screen leaves the flag alone.
    @ObservationIgnored private weak var topOf: ScreenNode?

    init(_ kind: Kind, children: [ScreenNode] = [], selectedIndex: Int = 0) {
        self.kind = kind
        self.children = []
        self.selectedIndex = selectedIndex
        switch kind {
        case .screen(let id, _): self.id = "screen \(id)"
        case .navigation(let id): self.id = "navigation \(id)"
        case .tabs: self.id = "tabs"
        case .split: self.id = "split"
        case .question(let question): self.id = "question \(question.id)"
        }
        if case .question(let question) = kind { text = question.content.textField?.text ?? "" } else { text = "" }
        setChildren(children)
    }

    /// Sets the children, and a navigation stack's root and its screens' top flags, where they
    /// change only: Observation tells the views that read a property of a write of the same
    /// object, so nothing is written that did not change.
    ///
    /// - Parameter children: A navigation stack's screens, root first, or the tab bar's or the
    ///   split view's stacks.
    package func setChildren(_ children: [ScreenNode]) {
        let top = self.children.last
        if !self.children.elementsEqual(children, by: ===) { self.children = children }
        guard case .navigation = kind else { return }
        if rootScreen !== children.first { rootScreen = children.first }
        guard top !== children.last else { return }
        if let top, top.topOf === self { top.topOf = nil; top.isTopOfStack = false }
        if let newTop = children.last { newTop.topOf = self; if !newTop.isTopOfStack { newTop.isTopOfStack = true } }
    }

    /// The question, for a question node.
    package var questionSnapshot: QuestionSnapshot? {
        if case .question(let question) = kind { question } else { nil }
    }

    /// The columns, for a split view's node.
    package var columns: [SplitColumn]? {
        if case .split(let columns) = kind { columns } else { nil }
    }

    /// A split view's navigation stack for a column, if it has the column.
    ///
    /// - Parameter column: A column.
    /// - Returns: The column's navigation stack node.
    package func column(_ column: SplitColumn) -> ScreenNode? {
        columns?.firstIndex(of: column).map { children[$0] }
    }

    /// The focused column, for a split view's node: what `NavigationSplitView`'s
    /// `preferredCompactColumn` binds to.
    package var focusedColumn: SplitColumn? {
        columns.map { $0[selectedIndex] }
    }

    /// The screen, for a screen node.
    package var screen: (any Screen)? {
        if case .screen(_, let screen) = kind { screen } else { nil }
    }

    /// The screen's identifier, for a screen node.
    package var screenID: ScreenID? {
        if case .screen(let id, _) = kind { id } else { nil }
    }

    /// A navigation stack's path: the identifiers of the screens above its root, what
    /// `NavigationStack(path:)` binds to.
    package var path: [ScreenID] {
        children.dropFirst().compactMap(\.screenID)
    }
}
