/// A command an interceptor holds while its operation runs.
@MainActor
final class Suspension {
    /// Where the command stands; released once the suspension is resolved.
    private(set) var interception: Interception?
    var operation: Task<Void, Never>?
    var timer: ScheduledTimeout?
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
