/// What the bus hands its commands to: the ``Navigator``.
@MainActor
protocol NavigationPerformer: AnyObject {
    /// Applies the command the interceptors let through, then runs the after-change stage.
    func perform(_ interception: Interception) -> Result<NavigationChange, NavigationError>
    /// Ends a command the interceptors stopped (cancelled, timed out, redirected in a loop).
    func reject(_ interception: Interception, _ error: NavigationError)
}
