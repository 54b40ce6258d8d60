/// What the bus hands its commands and reports to: the ``Navigator``.
@MainActor
protocol NavigationPerformer: AnyObject {
    /// Applies the command the interceptors let through, then runs the after-change stage.
    func perform(_ interception: Interception) -> Result<NavigationChange, NavigationError>
    /// Ends a command the interceptors stopped (cancelled, timed out, redirected in a loop).
    func reject(_ interception: Interception, _ error: NavigationError)
    /// Applies a report of the user's, then runs the after-change stage.
    func perform(_ report: UserReport) -> Result<NavigationChange, NavigationError>
}
