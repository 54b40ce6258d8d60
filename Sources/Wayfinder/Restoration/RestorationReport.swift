/// What ``Router/restore(_:origin:)`` did: the navigation result and what it left out.
public struct RestorationReport {
    /// The result of laying out the restored stack, or ``NavigationError/emptyStack`` when
    /// nothing could be restored (the stack is unchanged then).
    public let result: Result<NavigationOutcome, NavigationError>
    /// The URLs that could not be restored, in state order.
    public let issues: [RestorationIssue]

    /// Whether everything was restored.
    package var isComplete: Bool {
        if case .success = result { issues.isEmpty } else { false }
    }
}
