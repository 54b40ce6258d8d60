/// What the bus hands its commands and reports to: the ``Navigator``.
@MainActor
protocol NavigationPerformer: AnyObject {
    /// Applies the command the interceptors and guards let through (their gate: `guarding`),
    /// then runs the after-change stage.
    func perform(_ interception: Interception, guarding: GuardStage?) -> Result<NavigationChange, NavigationError>
    /// Ends a command the interceptors stopped (cancelled, timed out, redirected in a loop).
    func reject(_ interception: Interception, _ error: NavigationError)
    /// Applies a report of the user's, then runs the after-change stage.
    func perform(_ report: UserReport) -> Result<NavigationChange, NavigationError>
    /// What the command would place on the stack, or `nil` when it needs a root and the stack
    /// has none: the guards are not asked then.
    func arrivals(of command: NavigationCommand) -> CommandArrivals?
    /// The arrival the guard is asked about: the first, root first, that it protects and that is
    /// not on the stack yet, else the first it protects (kept in place, or placed again).
    func firstArrival(in arrivals: CommandArrivals, guardedBy handler: GuardHandler) -> (any ViewModel)?
}
