import Wayfinder

/// Why a ``Mediator`` call failed.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum MediatorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No target has this name, and no fallback answered.
    case targetNotFound(String)
    /// The target has no such action, no `notFound` action, and no fallback answered.
    case actionNotFound(target: String, action: String)
    /// A URL asked for an action that is not marked remote-callable.
    case notRemoteCallable(target: String, action: String)
    /// A target with this name is registered already.
    case duplicateTarget(String)
    /// The URL does not name a target and an action (`scheme://target/action?…`).
    case malformedURL(String)
    /// The action threw.
    case actionFailed(target: String, action: String, message: String)
    /// The routing policy refused the URL of a remote call before any target was made.
    case refused(RoutePolicyViolation)

    /// A sentence describing the error.
    public var description: String {
        switch self {
        case .targetNotFound(let target): "no target named \"\(target)\""
        case .actionNotFound(let target, let action): "the target \"\(target)\" has no action \"\(action)\""
        case .notRemoteCallable(let target, let action):
            "the action \"\(action)\" of \"\(target)\" cannot be called from a URL"
        case .duplicateTarget(let target): "a target named \"\(target)\" is registered already"
        case .malformedURL(let url): "\"\(url)\" does not name a target and an action"
        case .actionFailed(let target, let action, let message): "\(target).\(action) failed: \(message)"
        case .refused(let violation): "refused: \(violation)"
        }
    }
}
