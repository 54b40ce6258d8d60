/// One change a UI toolkit makes to its containers, as part of a ``TransitionPlan``.
///
/// Levels are numbered as in ``StackSnapshot/levels``: `0` is the root, each above it a modal
/// level. A renderer keeps, for each ``NavigationControllerID``, the container it shows it in
/// (a `UINavigationController`, a SwiftUI path) and, for each ``ScreenID``, the screen's view.
public enum TransitionStep: Equatable, Sendable {
    /// Build the root level anew: one navigation controller, or a tab controller with one per
    /// tab. The old root and everything on it go.
    case setRoot(LevelSnapshot)
    /// Set the screens of a navigation controller that stays: keep its first `keeping` screens
    /// and put `adding` on top of them, bottom first. A screen in `adding` may already be in the
    /// controller (`setStack` keeps screens it can); a screen it no longer lists is gone.
    case setScreens(NavigationControllerID, level: Int, keeping: Int, adding: [ScreenSnapshot], animated: Bool)
    /// Select a tab of the root tab controller.
    case selectTab(Int)
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
             .removeQuestion(_, _, let animated):
            animated
        case .ask: true
        case .setRoot, .selectTab: false
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
            let tabs = level.isTabbed ? " tabs, tab \(level.selectedIndex) selected:" : ""
            return "setRoot\(tabs) \(controllers)"
        case .setScreens(let controller, _, let keeping, let adding, _):
            return "setScreens \(controller) keeping \(keeping) adding \(screens(adding))\(animation)"
        case .selectTab(let index):
            return "selectTab \(index)"
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
