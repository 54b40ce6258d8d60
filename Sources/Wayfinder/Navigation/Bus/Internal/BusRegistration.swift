/// A closure registered on the bus, shared between the bus (which calls it) and the subscription
/// (which can drop it from any thread).
final class BusRegistration<Handler>: Sendable {
    private let slot: Locked<Handler?>

    init(_ handler: Handler) {
        slot = Locked(handler)
    }

    /// The closure, or `nil` once cancelled.
    var handler: Handler? { slot.withLock { $0 } }

    /// Drops the closure; it is released here, outside the lock, since its captures may run a
    /// `deinit` that cancels this very registration.
    func cancel() {
        _ = slot.exchange(with: nil)
    }

    /// A subscription that cancels this registration.
    func subscription() -> NavigationSubscription {
        NavigationSubscription { [weak self] in self?.cancel() }
    }
}
