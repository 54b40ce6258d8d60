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
