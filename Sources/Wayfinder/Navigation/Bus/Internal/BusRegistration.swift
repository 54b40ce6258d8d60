/// A closure registered on the bus, shared between the bus (which calls it) and the subscription
/// (which can drop it from any thread).
final class BusRegistration<Handler>: Sendable {
    private let slot: Locked<Handler?>

    init(_ handler: Handler) {
        slot = Locked(handler)
    }

    /// The closure, or `nil` once cancelled.
    var handler: Handler? { slot.withLock { $0 } }

    /// A subscription that cancels this registration: it drops the closure, which is released
    /// outside the lock (`exchange`), since its captures may run a `deinit` that cancels this
    /// very registration.
    ///
    /// It holds the slot weakly rather than the registration: an object something holds weakly
    /// keeps its reference counts in a side table, where every retain and release takes a slower
    /// path (about 50 instructions rather than 5), and the bus retains a registration at every
    /// delivery; it never retains the slot. Measured: a push or a pop 6,289 -> 5,899.
    func subscription() -> NavigationSubscription {
        NavigationSubscription { [weak slot] in _ = slot?.exchange(with: nil) }
    }
}
