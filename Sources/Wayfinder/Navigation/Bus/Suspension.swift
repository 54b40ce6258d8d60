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
    /// When the command must be decided by, once an interceptor set a timeout; a later
    /// suspension of the same command can shorten it, never extend it.
    var deadline: ContinuousClock.Instant?
    /// Whether observers heard that the command is held (they hear it once).
    var announced = false

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

/// A command an interceptor holds while its operation runs.
@MainActor
final class Suspension {
    /// Where the command stands; released once the suspension is resolved.
    private(set) var interception: Interception?
    var operation: Task<Void, Never>?
    var timer: Task<Void, Never>?
    /// The suspension whose operation sent the held command: it resumes only after this one is
    /// decided, so a guard's own navigation is never overtaken by the command it guards.
    private(set) weak var origin: Suspension?

    init(_ interception: Interception) {
        self.interception = interception
        self.origin = interception.origin
    }

    /// Takes the held command, once: `nil` when it was already resolved.
    func resolve() -> Interception? {
        defer {
            interception = nil
            operation?.cancel()
            timer?.cancel()
            operation = nil
            timer = nil
        }
        return interception
    }
}

/// How a suspension ended.
enum SuspensionOutcome {
    /// The operation returned this decision.
    case decided(NavigationDecision)
    /// The timeout expired first.
    case timedOut
}

/// Work waiting for the bus.
@MainActor
enum PendingWork {
    /// A command sent while the bus was busy or held; `pass` is the suspension whose operation
    /// sent it.
    case command(NavigationCommand, completion: NavigationBus.Completion?, pass: Suspension?)
    /// A held command whose interceptor decided.
    case resume(Suspension, SuspensionOutcome)
}

/// How far one piece of work went.
enum BusStep {
    /// The command was performed or failed.
    case done(Result<NavigationChange, NavigationError>)
    /// An interceptor holds it.
    case suspended
}
