/// Why a child screen ended without a value.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum ChildExit: Equatable, Sendable, CustomStringConvertible {
    /// `pop`, `popToRoot` or `popTo` removed it.
    case popped
    /// `dismiss` removed its level.
    case dismissed
    /// The user popped it in the UI (``UserReport/popped(to:)``).
    case poppedByUser
    /// The user dismissed its level in the UI (``UserReport/dismissed(_:)``).
    case dismissedByUser
    /// `resetRoot`, `resetStack`, `resetScreens`, `showInTab` or `restore` replaced it.
    case replaced
    /// `close` removed it (closing it or a screen below it).
    case closed
    /// The push or presentation failed, or an interceptor cancelled it: it never appeared.
    case notShown(NavigationError)
    /// An interceptor performed another command instead: it never appeared.
    case redirected
    /// The task awaiting the result was cancelled; the child was closed.
    case awaitCancelled
    /// The child was already awaited by another call (each child reports to one caller).
    case alreadyAwaited
    /// The navigator holding the child's screen was released while the caller waited.
    case released

    /// A short phrase, as in `popped` or `not shown: no root: …`.
    public var description: String {
        switch self {
        case .popped: "popped"
        case .dismissed: "dismissed"
        case .poppedByUser: "popped by the user"
        case .dismissedByUser: "dismissed by the user"
        case .replaced: "replaced"
        case .closed: "closed"
        case .notShown(let error): "not shown: \(error)"
        case .redirected: "redirected"
        case .awaitCancelled: "the awaiting task was cancelled"
        case .alreadyAwaited: "already awaited by another caller"
        case .released: "released"
        }
    }
}
