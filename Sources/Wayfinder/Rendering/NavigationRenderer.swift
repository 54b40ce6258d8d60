/// Shows the navigation stack on screen: a UIKit adapter, a SwiftUI model, the terminal sample,
/// or a headless renderer in tests.
///
/// Attach one to a ``Navigator`` with ``Navigator/attach(_:timeout:)``. The navigator hands it
/// every change as a ``NavigationTransition`` (the change and its ``TransitionPlan``), starting
/// with the stack as it is when the renderer is attached. The renderer applies the plan to its
/// containers and calls ``NavigationTransition/finish()`` once the transition is on screen,
/// animations included. Until then the commands sent after it wait, in order
/// (``NavigationOutcome/queued``), so a push never lands on a navigation controller that is still
/// animating a dismissal.
///
/// A renderer reports what the user did — only completed gestures, never its own changes —
/// through ``UserReport/popped(to:)``, ``UserReport/dismissed(_:)`` and
/// ``UserReport/selectedTab(_:)``. A report that arrives while a transition is running waits
/// its turn like a command.
///
/// ```swift
/// final class LoggingRenderer: NavigationRenderer {
///     func render(_ transition: NavigationTransition) {
///         print(transition.plan)
///         transition.finish()          // headless: done at once
///     }
/// }
/// ```
@MainActor
public protocol NavigationRenderer: AnyObject {
    /// Shows a transition, then calls ``NavigationTransition/finish()`` (at once, or when its
    /// animations end).
    ///
    /// - Parameter transition: The change, its plan, and the screens that entered.
    func render(_ transition: NavigationTransition)

    /// The navigator stopped waiting for the transition it handed last: it was not finished
    /// within the rendering timeout (see ``Navigator/attach(_:timeout:)``). The change stays in
    /// the stack; what the renderer still had to do for it will never be acknowledged, so drop
    /// it and show the next transition from what the stack holds. The default does nothing.
    func renderingTimedOut()

    /// Whether the renderer can show tabs, split columns or questions. A renderer that shows a
    /// single navigation controller (a flow inside the app's own, one tab of the app's tab bar)
    /// says `false` for tabs and split columns: while it is attached, a command that needs what it
    /// cannot show fails with ``NavigationError/cannotShow(_:for:)`` and changes nothing. The
    /// default is `true`.
    ///
    /// - Parameter capability: What a command or the stack needs.
    /// - Returns: Whether the renderer shows it.
    func shows(_ capability: RendererCapability) -> Bool
}

extension NavigationRenderer {
    /// `true`: a renderer shows everything unless it says otherwise.
    ///
    /// - Parameter capability: What a command or the stack needs.
    /// - Returns: `true`.
    public func shows(_ capability: RendererCapability) -> Bool { true }

    /// Does nothing: a renderer that finishes every transition at once never times out.
    public func renderingTimedOut() {}
}
