/// A view model that wants to know when its screen becomes the one the user sees, stops being
/// it, and leaves the stack.
///
/// The navigator calls these after each command changed the stack, before observers hear
/// ``NavigationEvent/didPerform(_:_:)``, in this order: the screen that stopped being on top,
/// then the screens that left (the topmost first), then the screen now on top. Each transition
/// is reported exactly once: `screenDidBecomeTop` and `screenDidStopBeingTop` alternate, starting
/// with `screenDidBecomeTop`, and `screenWasRemoved` comes last, once. A screen that is covered
/// by a modal level, or whose tab is no longer selected, stops being on top. A view model that a
/// command lays out again (`resetStack` or `restore` listing an instance already on screen) keeps
/// its place as far as these callbacks go: it is neither removed nor shown again. When the
/// navigator itself is released, no callback runs.
///
/// Every method has an empty default: implement the ones you need.
///
/// ```swift
/// final class FeedViewModel: ViewModel, ScreenLifecycle {
///     func screenDidBecomeTop() { startPolling() }
///     func screenDidStopBeingTop() { stopPolling() }
/// }
/// ```
///
/// The callbacks run on the main actor while the bus is processing a command: navigation sent
/// from them is queued and performed next.
@MainActor
public protocol ScreenLifecycle: ViewModel {
    /// The view model's screen became the screen the user sees.
    func screenDidBecomeTop()
    /// The view model's screen stopped being the screen the user sees: something covers it,
    /// another tab was selected, or it is leaving the stack.
    func screenDidStopBeingTop()
    /// The view model's screen left the stack; the stack keeps no reference to it any more.
    func screenWasRemoved()
}

extension ScreenLifecycle {
    /// Does nothing.
    public func screenDidBecomeTop() {}
    /// Does nothing.
    public func screenDidStopBeingTop() {}
    /// Does nothing.
    public func screenWasRemoved() {}
}
