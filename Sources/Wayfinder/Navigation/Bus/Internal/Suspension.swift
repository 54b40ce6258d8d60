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
