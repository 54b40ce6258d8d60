/// Why a navigation command did not apply.
///
/// A command that fails changes nothing: the stack is exactly as it was, the failure is the
/// call's result and is reported to the bus's observers as ``NavigationEvent/failed(_:_:)``.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum NavigationError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The stack has no root yet; `resetRoot`, `resetStack`, `resetScreens` and `restore` create one.
    case noRoot
    /// No screen is mapped to the view model type with this name (see ``ScreenMap``).
    case noScreen(for: String)
    /// `pop` on a navigation controller that holds only its root screen.
    case cannotPopRoot
    /// `dismiss` with no modal level above the root.
    case nothingToDismiss
    /// The view model or screen named by the command is not where the command looks for it.
    case notInStack
    /// A guard or an interceptor cancelled the command (or a view model a guard protects was
    /// about to arrive without the guard being asked: the guards' gate fails closed).
    case cancelled
    /// Interceptors redirected commands in a cycle (or more than
    /// 16 times).
    case redirectLoop
    /// This view model instance already holds a place in the stack (or is listed twice); one
    /// instance can be on screen only once.
    case duplicateViewModel(for: String)
    /// A ``TabContainerViewModel`` was pushed, presented or stacked; tabs are laid out only at the
    /// root, by `resetRoot`.
    case tabContainerNotAtRoot(for: String)
    /// The command needs what the attached renderer cannot show: a root ``TabContainerViewModel``
    /// or ``SplitContainerViewModel`` while it shows one navigation controller only (a flow
    /// inside an app's own), or on a host without tabs or columns; a question on a host without
    /// questions (see ``NavigationRenderer/shows(_:)``). `for` names the view model or question.
    case cannotShow(RendererCapability, for: String)
    /// A ``SplitContainerViewModel`` was pushed, presented, stacked or put in a tab or a column;
    /// split containers are laid out only at the root, by `resetRoot`.
    case splitContainerNotAtRoot(for: String)
    /// A column command (`showInColumn`, `push(_:in:)`) while the root is not a
    /// split container.
    case noSplit
    /// A column command names a column the root split does not have (the supplementary column of
    /// a two-column split).
    case noColumn(SplitColumn)
    /// `resetScreens` was given no view models; a navigation controller always holds a screen.
    case emptyStack
    /// `selectTab` while the root is not a tab container, or a tab container with no tabs;
    /// `showInTab` while the root is a split container, or one navigation controller whose root
    /// screen the link's screens do not start with.
    case noTabs
    /// `selectTab` (or a container's initial tab) names a tab that does not exist.
    case tabOutOfRange(index: Int, count: Int)
    /// The ``Navigator`` that performs the bus's commands has been released.
    case noNavigator
    /// A guard or an interceptor suspended the command and did not decide before its timeout.
    case guardTimedOut
    /// The command waited behind a transition the renderer did not finish in time
    /// (``Navigator/attach(_:timeout:)``).
    case rendererTimedOut
    /// The question cannot be shown; nothing was shown.
    case invalidQuestion(QuestionProblem)
    /// This ``AskedQuestion`` instance was asked before; make a new one.
    case questionAlreadyAsked
    /// An answer came for a question that is not shown (answered already, or taken away); or
    /// a question was never shown (an interceptor redirected its `ask`, or a restoration dropped
    /// a route's question).
    case questionNotShown
    /// An answer names a button the question does not have.
    case buttonOutOfRange(index: Int, count: Int)

    /// A sentence that says what went wrong.
    public var description: String {
        switch self {
        case .noRoot:
            "no root: the stack is empty; call resetRoot (or resetScreens) first"
        case .noScreen(let name):
            "no screen is registered for \(name) in the ScreenMap"
        case .cannotPopRoot:
            "cannot pop: the top navigation controller holds only its root screen"
        case .nothingToDismiss:
            "nothing to dismiss: no modal level is presented"
        case .notInStack:
            "not in the stack: the view model or screen is not where the command looks for it"
        case .cancelled:
            "cancelled by a guard or an interceptor"
        case .redirectLoop:
            "interceptors redirected the command in a loop"
        case .duplicateViewModel(let name):
            "this \(name) instance is already in the stack (or listed twice)"
        case .tabContainerNotAtRoot(let name):
            "\(name) is a tab container; tab containers can only be the root (resetRoot)"
        case .cannotShow(let capability, let name):
            "\(name) needs \(capability), which the attached renderer does not show"
        case .splitContainerNotAtRoot(let name):
            "\(name) is a split container; split containers can only be the root (resetRoot)"
        case .noSplit:
            "no split: the root is not a split container"
        case .noColumn(let column):
            "the root split has no \(column) column"
        case .emptyStack:
            "resetScreens needs at least one view model"
        case .noTabs:
            "no tabs: the root is not a tab container with tabs (showInTab lands in a root of one navigation controller, as a flow in one tab of the app's tab bar, when its screens start with that root's screen)"
        case .tabOutOfRange(let index, let count):
            "tab \(index) does not exist (there are \(count) tabs)"
        case .noNavigator:
            "the Navigator that performs this bus's commands has been released"
        case .guardTimedOut:
            "an interceptor suspended the command and did not decide before its timeout"
        case .rendererTimedOut:
            "the command waited for a transition that the renderer did not finish in time"
        case .invalidQuestion(let problem):
            "the question cannot be shown: \(problem)"
        case .questionAlreadyAsked:
            "this question was asked before; ask a new one"
        case .questionNotShown:
            "the question is not shown (answered already, taken away, or never shown)"
        case .buttonOutOfRange(let index, let count):
            "button \(index) does not exist (the question has \(count))"
        }
    }
}
