import Wayfinder

/// A named set of actions that callers reach through a ``Mediator`` without importing the module
/// that provides them (CTMediator's `Target_…` classes, typed).
///
/// ```swift
/// final class ProfileTarget: MediatorTarget {
///     let actions = [
///         MediatorAction("viewModel") { parameters in
///             ProfileViewModel(userID: parameters["id"] as? Int ?? 0)
///         },
///         MediatorAction("badgeCount", remote: true) { _ in 3 },
///     ]
/// }
/// ```
@MainActor
public protocol MediatorTarget: AnyObject, Sendable {
    /// The target's actions. Names must be distinct; the first of two with one name wins.
    var actions: [MediatorAction] { get }

    /// The action run for an action name the target does not have (CTMediator's `notFound:`),
    /// or `nil` to leave it to the mediator's fallback. It receives the caller's parameters
    /// plus ``Mediator/missingActionKey`` naming the action asked for.
    var notFound: MediatorAction? { get }
}

extension MediatorTarget {
    /// No `notFound` action: unknown actions go to the mediator's fallback.
    public var notFound: MediatorAction? { nil }
}
