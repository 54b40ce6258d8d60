/// A view model whose screen can hold work the user would lose by leaving it: while it does, the
/// user's gestures that would take the screen away are held, and the view model decides.
///
/// ```swift
/// @Observable final class EditNoteViewModel: LeaveGuarding {
///     var text = ""
///     let saved: String
///     var hasUnsavedWork: Bool { text != saved }
///
///     func userAttemptedToLeave() async -> LeaveDecision {
///         let discard = try? await services.ask(DialogQuestion(
///             title: "Discard your changes?",
///             buttons: [.destructive("Discard", true), .cancel("Keep editing", false)]))
///         return discard == true ? .leave : .stay
///     }
/// }
/// ```
///
/// What is guarded: the user's own gestures, read at the moment they start.
/// - On a modal level, dragging its sheet down (UIKit asks through
///   `presentationControllerShouldDismiss(_:)` and reports the attempt through
///   `presentationControllerDidAttemptToDismiss(_:)`; SwiftUI through
///   `interactiveDismissDisabled`). Every screen of the level, and of the levels above it, is
///   asked, topmost first.
/// - On a pushed screen, the back swipe and the back button (UIKit: the pop gesture's delegate
///   and the navigation item's back action).
///
/// When the view model decides ``LeaveDecision/leave``, the navigator closes its screen (or its
/// level) with `close`, a command like any other. Commands are never guarded by this: a view
/// model's own `dismiss`, a deep link's `resetStack`, go through (guard those with an
/// interceptor, ``NavigationDecision``).
@MainActor
public protocol LeaveGuarding: ViewModel {
    /// Whether leaving now would lose the user's work (an edited, unsaved text). Read when a
    /// gesture starts; make the view model `@Observable` so that SwiftUI follows it too.
    var hasUnsavedWork: Bool { get }

    /// The user tried to leave while ``hasUnsavedWork`` is `true`: ask (a
    /// ``DialogQuestion``), then decide. The default refuses: the user stays.
    ///
    /// - Returns: Whether to let the user go.
    func userAttemptedToLeave() async -> LeaveDecision
}

extension LeaveGuarding {
    /// Refuses: the screen stays, with the user's work.
    ///
    /// - Returns: ``LeaveDecision/stay``.
    public func userAttemptedToLeave() async -> LeaveDecision { .stay }
}
