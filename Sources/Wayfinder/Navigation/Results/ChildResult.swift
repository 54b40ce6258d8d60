/// How a child screen opened with ``NavigationServices/pushForResult(_:animated:)`` or
/// ``NavigationServices/presentForResult(_:style:animated:)`` ended: with its value, or without one.
public enum ChildResult<Output> {
    /// The child finished with this value (``ResultChannel/finish(with:)``).
    case finished(Output)
    /// The child left, or never appeared, without a value; the exit says how.
    case cancelled(ChildExit)

    /// The value when the child finished, else `nil`.
    public var value: Output? {
        if case .finished(let value) = self { value } else { nil }
    }
}

extension ChildResult: Sendable where Output: Sendable {}
extension ChildResult: Equatable where Output: Equatable {}

/// Why a child screen ended without a value.
public enum ChildExit: Equatable, Sendable, CustomStringConvertible {
    /// `pop`, `popToRoot` or `popTo` removed it.
    case popped
    /// `dismiss` removed its level.
    case dismissed
    /// The user popped it in the UI (``Navigator/userDidPop(to:)``).
    case poppedByUser
    /// The user dismissed its level in the UI (``Navigator/userDidDismiss(_:)``).
    case dismissedByUser
    /// `resetRoot`, `resetStack`, `setStack` or `restore` replaced it.
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

extension NavigationCommand {
    /// Why a screen removed by this command left, for a caller awaiting its result.
    var exit: ChildExit {
        switch self {
        case .pop, .popToRoot, .popTo: .popped
        case .dismiss: .dismissed
        case .userDidPop: .poppedByUser
        case .userDidDismiss: .dismissedByUser
        case .close: .closed
        case .resetRoot, .resetStack, .setStack, .restore, .push, .present, .selectTab, .userDidSelectTab: .replaced
        }
    }
}
