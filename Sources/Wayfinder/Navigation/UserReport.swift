/// What the user already did on screen, reported by the presenting layer so that the headless
/// stack stays the single source of truth: a back swipe, a sheet dragged down, a tab tapped, a
/// window resized, a question answered.
///
/// A report is not a request: ``Navigator/report(_:)`` applies it in its turn behind the commands
/// sent before it, interceptors never see it (the change already happened), and observers hear
/// ``NavigationEvent/reported(_:_:)``. View models send ``NavigationCommand``s, never reports.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum UserReport: Sendable {
    /// The user popped a navigation controller back to this screen (a back swipe that completed,
    /// the back button, a long press on it). Fails with ``NavigationError/notInStack`` when no
    /// controller holds the screen.
    case popped(to: ScreenID)
    /// The user dismissed the modal level of this navigation controller (a sheet dragged down),
    /// with every level above it. Fails with ``NavigationError/nothingToDismiss`` for the root
    /// level, or ``NavigationError/notInStack`` for an unknown controller.
    case dismissed(NavigationControllerID)
    /// The user selected this tab of the root tab container. Fails with
    /// ``NavigationError/noTabs`` or ``NavigationError/tabOutOfRange(index:count:)``.
    case selectedTab(Int)
    /// The window is compact, so the root split collapsed into one stack (UIKit's
    /// `splitViewControllerDidCollapse(_:)`, a compact horizontal size class in SwiftUI), or
    /// regular, so it expanded into columns and its detail column is focused. A split root made
    /// later starts in the state last reported; with no split shown, nothing else changes.
    case resizedSplit(collapsed: Bool)
    /// The user answered the question shown (a button), or the system took it away
    /// (``QuestionReply/dismissed``: a tap outside a dialog), which answers as its cancel button
    /// does. Fails with ``NavigationError/questionNotShown`` when that question is not shown, or
    /// ``NavigationError/buttonOutOfRange(index:count:)``. (Boxed: the reply's text would make
    /// every report larger to copy.)
    indirect case answered(QuestionID, QuestionReply)
}

extension UserReport: CustomStringConvertible {
    /// A one-line rendering such as `popped(to: #3)` or `selectedTab(1)`.
    public var description: String {
        switch self {
        case .popped(let screen): "popped(to: \(screen))"
        case .dismissed(let controller): "dismissed(\(controller))"
        case .selectedTab(let index): "selectedTab(\(index))"
        case .resizedSplit(let collapsed): "resizedSplit(collapsed: \(collapsed))"
        case .answered(let question, let reply): "answered(\(question), \(reply))"
        }
    }
}

extension UserReport {
    /// Why a screen this report removed left, for a caller awaiting its result.
    var exit: ChildExit {
        switch self {
        case .popped: .poppedByUser
        case .dismissed: .dismissedByUser
        case .selectedTab, .resizedSplit, .answered: .replaced
        }
    }

    /// Whether the report answers the question shown (a report that takes screens away takes it
    /// away instead, and one that touches no screen leaves it).
    var isAnswer: Bool {
        if case .answered = self { true } else { false }
    }
}
