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
    /// What the command would place on the stack, or `nil` when it will fail before placing
    /// anything (no root yet): the guards are not asked then.
    func arrivals(of command: NavigationCommand) -> CommandArrivals?
    /// The first of the arrivals, root first, that the guard protects and that is not on the
    /// stack already.
    func firstArrival(in arrivals: CommandArrivals, guardedBy handler: GuardHandler) -> (any ViewModel)?
}
