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

// The closures registered on the bus, each in a class of its own. A closure stored where its
// type is a generic parameter (`BusRegistration<Handler>`, `Locked<Value>`) is kept in its most
// general form, and every call goes through a thunk that copies the event; a closure stored as
// a concrete property is called directly.

/// An observer's closure.
final class ObserverHandler: Sendable {
    let call: @MainActor (NavigationEvent) -> Void

    init(_ call: @escaping @MainActor (NavigationEvent) -> Void) {
        self.call = call
    }
}

/// An interceptor's closure.
final class InterceptorHandler: Sendable {
    let decide: @MainActor (NavigationCommand) -> NavigationDecision

    init(_ decide: @escaping @MainActor (NavigationCommand) -> NavigationDecision) {
        self.decide = decide
    }
}

/// A guard's closures: which view models it protects, and its decision about one of them.
final class GuardHandler: Sendable {
    let matches: @MainActor (any ViewModel) -> Bool
    let decide: @MainActor (any ViewModel) -> NavigationDecision

    init(
        matches: @escaping @MainActor (any ViewModel) -> Bool,
        decide: @escaping @MainActor (any ViewModel) -> NavigationDecision
    ) {
        self.matches = matches
        self.decide = decide
    }
}
