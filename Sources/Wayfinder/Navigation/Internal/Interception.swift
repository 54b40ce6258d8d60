/// Work waiting for the loop.
@MainActor
enum PendingWork {
    /// A command sent while the loop was busy or held; `pass` is the suspension whose operation
    /// sent it.
    case command(NavigationCommand, completion: NavigationBus.Completion?, pass: Suspension?)
    /// A held command whose interceptor decided.
    case resume(Suspension, SuspensionOutcome)
    case report(UserReport)
}

/// How a suspension ended.
enum SuspensionOutcome {
    /// The operation returned this decision.
    case decided(NavigationDecision)
    /// The timeout expired first.
    case timedOut
}

/// How far one piece of work went.
enum BusStep {
    /// The command was performed or failed.
    case done(Result<NavigationChange, NavigationError>)
    /// An interceptor holds it.
    case suspended
}

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

    /// The same interception with another completion handler, for a held command a link waits
    /// for (`ControlLoop.completeDeferred(_:_:with:)`). A copy rather than a `var completion`:
    /// with the field mutable, every command's copy through the loop cost a push and pop about 370
    /// more instructions (callgrind, release).
    func completing(with completion: @escaping NavigationBus.Completion) -> Interception {
        var copy = Interception(sent, interceptors: interceptors, completion: completion, origin: origin)
        copy.command = command
        copy.next = next
        copy.visited = visited
        copy.redirects = redirects
        copy.deadline = deadline
        copy.announced = announced
        return copy
    }
}

/// The guards' turn for one command: the guards when it began, the next to ask, and what the
/// command would place (worked out once, when the first guard is asked). Kept beside the
/// interception, not in it (a held command's in its ``Suspension``): a command no guard is
/// asked about carries nothing more; the gate its new screens pass (``ScreenSource``) reads it.
@MainActor
final class GuardStage {
    let guards: [NavigationBus.Guard]
    var next = 0
    var arrivals: CommandArrivals?

    init(guards: [NavigationBus.Guard]) {
        self.guards = guards
    }

    /// Fails when a guard protects the view model and the guards were not asked about it: the
    /// gate fails closed.
    func admit(_ viewModel: any ViewModel) throws(NavigationError) {
        for registration in guards {
            guard let handler = registration.handler, handler.matches(viewModel) else { continue }
            guard arrivals?.viewModels.contains(where: { $0 === viewModel }) == true else { throw .cancelled }
        }
    }
}

/// A command a guard or an interceptor holds while its operation runs.
@MainActor
final class Suspension {
    /// Where the command stands; released once the suspension is resolved.
    private(set) var interception: Interception?
    var operation: Task<Void, Never>?
    var timer: ScheduledTimeout?
    /// The suspension whose operation sent the held command: it resumes only after this one is
    /// decided, so a guard's own navigation is never overtaken by the command it guards.
    private(set) weak var origin: Suspension?

    init(_ interception: Interception, guarding: GuardStage?) {
        self.interception = interception
        self.guarding = guarding
        self.origin = interception.origin
    }

    /// The guards' turn the command was held in, when a guard holds it.
    let guarding: GuardStage?

    /// Gives the held command this completion handler in place of the one it had.
    func complete(with completion: @escaping NavigationBus.Completion) {
        interception = interception?.completing(with: completion)
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
