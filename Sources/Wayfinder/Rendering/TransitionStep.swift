/// One change a UI toolkit makes to its containers, as part of a ``TransitionPlan``.
///
/// Levels are numbered as in ``StackSnapshot/levels``: `0` is the root, each above it a modal
/// level. A renderer keeps, for each ``NavigationControllerID``, the container it shows it in
/// (a `UINavigationController`, a SwiftUI path) and, for each ``ScreenID``, the screen's view.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum TransitionStep: Equatable, Sendable {
    /// Build the root level anew: one navigation controller, a tab controller with one per tab,
    /// or a split controller with one per column (collapsed or not, as the level says). The old
    /// root and everything on it go.
    case setRoot(LevelSnapshot)
    /// Set the screens of a navigation controller that stays: keep its first `keeping` screens
    /// and put `adding` on top of them, bottom first. A screen in `adding` may already be in the
    /// controller (`resetScreens` keeps screens it can); a screen it no longer lists is gone.
    case setScreens(NavigationControllerID, level: Int, keeping: Int, adding: [ScreenSnapshot], animated: Bool)
    /// Select a tab of the root tab controller.
    case selectTab(Int)
    /// Focus a column of the root split controller: a collapsed split shows the columns up to it
    /// in its one stack (``LevelSnapshot/collapsedScreens``), pushing or popping to it (animated
    /// only then); an expanded one shows the column if it is hidden (UIKit's `show(_:)`).
    case focusColumn(SplitColumn, animated: Bool)
    /// Collapse the root split controller into one stack (a compact width), or expand it into
    /// columns. The renderer reported the change already, so it is usually done on screen.
    case setSplitCollapsed(Bool)
    /// Dismiss the modal level at `fromLevel` and every level above it.
    case dismiss(fromLevel: Int, animated: Bool)
    /// Present a new modal level, numbered `level`, in the level's ``LevelSnapshot/presentation``
    /// style, its navigation controller holding the level's screens.
    case present(LevelSnapshot, level: Int, animated: Bool)
    /// Show a question over the level numbered `level` (the top level). Alerts and dialogs always
    /// animate. (Boxed: a question's words would make every step larger to copy.)
    indirect case ask(QuestionSnapshot, level: Int)
    /// Take away the question shown over the level numbered `level`: a command took it away (a
    /// question the user answered is gone from the screen already).
    case removeQuestion(QuestionID, level: Int, animated: Bool)

    /// Whether a renderer should animate the step.
    public var animated: Bool {
        switch self {
        case .setScreens(_, _, _, _, let animated), .dismiss(_, let animated), .present(_, _, let animated),
             .removeQuestion(_, _, let animated), .focusColumn(_, let animated):
            animated
        case .ask: true
        case .setRoot, .selectTab, .setSplitCollapsed: false
        }
    }
}

extension TransitionStep: CustomStringConvertible {
    /// A one-line rendering, as in `setScreens nav#1 keeping 2 adding [#3 RepoViewModel] animated`,
    /// `present modal 1 nav#4 sheet [#5 LoginViewModel]` or
    /// `ask over root ?1 alert "Delete?" [Delete (destructive), Cancel (cancel)]`.
    public var description: String {
        func screens(_ screens: [ScreenSnapshot]) -> String {
            "[" + screens.map(\.description).joined(separator: ", ") + "]"
        }
        let animation = animated ? " animated" : ""
        switch self {
        case .setRoot(let level):
            let controllers = level.controllers.map { "\($0.id) \(screens($0.screens))" }.joined(separator: " ")
            if let split = level.split, let focused = level.focusedColumn {
                let columns = zip(split.columns, level.controllers).map { "\($0) \($1.id) \(screens($1.screens))" }
                let collapsed = split.isCollapsed ? " collapsed," : ""
                return "setRoot split,\(collapsed) \(focused) focused: " + columns.joined(separator: " ")
            }
            let tabs = level.isTabbed ? " tabs, tab \(level.selectedIndex) selected:" : ""
            return "setRoot\(tabs) \(controllers)"
        case .setScreens(let controller, _, let keeping, let adding, _):
            return "setScreens \(controller) keeping \(keeping) adding \(screens(adding))\(animation)"
        case .selectTab(let index):
            return "selectTab \(index)"
        case .focusColumn(let column, _):
            return "focusColumn \(column)\(animation)"
        case .setSplitCollapsed(let collapsed):
            return collapsed ? "collapse split" : "expand split"
        case .dismiss(let level, _):
            return "dismiss from modal \(level)\(animation)"
        case .present(let level, let index, _):
            let controller = level.selectedController
            return "present modal \(index) \(controller.id) \(level.presentation ?? .automatic) \(screens(controller.screens))\(animation)"
        case .ask(let question, let level):
            return "ask over \(level == 0 ? "root" : "modal \(level)") \(question)"
        case .removeQuestion(let question, _, _):
            return "removeQuestion \(question)\(animation)"
        }
    }
}
