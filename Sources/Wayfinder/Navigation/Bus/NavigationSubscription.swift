/// Keeps an observer or an interceptor attached to a ``NavigationBus``.
///
/// Delivery stops when the subscription is cancelled or released, whichever comes first, so keep
/// it for as long as you want events (like Combine's `AnyCancellable`). Cancelling releases the
/// closure at once, with everything it captured.
public final class NavigationSubscription: Sendable {
    private let onCancel: @Sendable () -> Void

    init(onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops delivery. Calling it again does nothing.
    public func cancel() {
        onCancel()
    }

    deinit {
        onCancel()
    }
}

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
