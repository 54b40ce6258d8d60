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
