/// A command on its way through the interceptors: where it is and what it went through.
@MainActor
struct Interception {
    /// The command as it was sent.
    let sent: NavigationCommand
    /// The command as it is now (after redirects).
    var command: NavigationCommand
    /// The interceptors when the command was sent; a held command resumes among these.
    let interceptors: [NavigationBus.Interceptor]
    /// The interceptor to ask next.
    var next = 0
    /// The commands redirected to, after `sent`, kept (not only their identities) so that a new
    /// instance cannot reuse a visited one's address and pass for it. Empty until a redirect, so
    /// that most commands allocate no list.
    var visited: [NavigationCommand] = []
    var redirects = 0
    let completion: NavigationBus.Completion?
    /// The suspension whose operation sent the command, if one did.
    let origin: Suspension?
    /// When the command must be decided by (on the navigator's clock, since the navigator was
    /// made), once an interceptor set a timeout; a later suspension of the same command can
    /// shorten it, never extend it.
    var deadline: Duration?
    /// Whether observers heard that the command is held (they hear it once).
    var announced = false
    /// The guards' turn, once the last interceptor let the command through (`nil` before, and
    /// again after a redirect, which starts over at the first interceptor).
    var guarding: GuardStage?

    init(
        _ command: NavigationCommand, interceptors: [NavigationBus.Interceptor],
        completion: NavigationBus.Completion?, origin: Suspension?
    ) {
        self.sent = command
        self.command = command
        self.interceptors = interceptors
        self.completion = completion
        self.origin = origin
    }
}

/// The guards' turn for one command: the guards when it began, the next to ask, and what the
/// command would place (worked out once, when the first guard is asked).
@MainActor
struct GuardStage {
    let guards: [NavigationBus.Guard]
    var next = 0
    var arrivals: CommandArrivals?

    init(guards: [NavigationBus.Guard]) {
        self.guards = guards
    }

    /// The gate the command's new screens pass: every guard, and what they were asked about.
    var admission: Admission {
        Admission(
            guards: guards.compactMap(\.handler),
            arrivals: arrivals ?? CommandArrivals(viewModels: [], made: []))
    }
}
