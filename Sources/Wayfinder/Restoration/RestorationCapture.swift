/// A saved stack and what could not be saved.
public struct RestorationCapture: Hashable, Sendable {
    /// The stack as route URLs.
    public let state: RestorationState
    /// The view models left out, in stack order.
    public let issues: [RestorationIssue]
}
