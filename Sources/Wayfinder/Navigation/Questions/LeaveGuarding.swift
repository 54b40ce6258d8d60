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
/// - On a modal level, dragging its sheet down. UIKit asks through
///   `presentationControllerShouldDismiss(_:)` and reports the attempt through
///   `presentationControllerDidAttemptToDismiss(_:)`; every screen of the level, and of the
///   levels above it, decides, topmost first. SwiftUI holds the sheet
///   (`interactiveDismissDisabled`) but tells no one of the attempt: the screen's own Cancel
///   button asks.
/// - On a pushed screen, the back swipe and the back button. UIKit: the pop gesture's delegate
///   and the navigation item's back action (the back button's long-press menu still pops, and
///   iOS 26's swipe from anywhere in the content is not guarded); SwiftUI: a back button of its
///   own in place of the system's, which asks.
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
