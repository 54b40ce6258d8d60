/// The transition the navigator waits for. (The renderer itself is the navigator's: a
/// navigator released while a transition is on its way lets its renderer go at once, and this
/// state only a moment later, once its waiting caller has been answered.)
///
/// Unchecked for exclusivity, as the stack's hot properties are: a push and a pop read and write
/// these once each, and no app code runs during those accesses (the renderer is called after
/// `pending` is set).
@MainActor
final class RenderingState {
    /// A transition handed to the renderer and not finished yet.
    struct Pending {
        let id: Int
        /// The command whose change it shows, for ``RenderingState/observer`` when the transition
        /// times out; set only once the renderer returns without finishing it (a transition
        /// finished at once names its command itself, and a push or a pop copies it once less).
        var command: NavigationCommand?
        /// Runs the command's completion with its change; `nil` for a command without one (the
        /// change is then not kept, which a push or a pop saves).
        let completion: (@MainActor () -> Void)?
        var timer: ScheduledTimeout?

        /// Runs the completion, if the command had one.
        @MainActor func complete() {
            completion?()
        }
    }

    /// The navigator this state belongs to.
    weak var navigator: Navigator?
    var timeout: Duration = .seconds(10)
    /// Told how each transition ended, for a test's record (`TestNavigator`); `nil` in an app.
    var observer: (@MainActor (TransitionEnd) -> Void)?
    @exclusivity(unchecked) var pending: Pending?
    @exclusivity(unchecked) private var lastID = 0
    /// The storage the planner writes each plan into, reused when the renderer let go of the plan
    /// before it (a headless renderer, one that finishes at once); see
    /// `TransitionPlan.init(_:animated:reusing:)`. It holds the last plan's steps until the next
    /// plan: snapshots, never a view model.
    @exclusivity(unchecked) var planBuffers = TransitionPlan.Buffers()

    func nextID() -> Int {
        lastID += 1
        return lastID
    }

    /// Stops waiting for the pending transition (finished, timed out, detached) and returns
    /// it; its acknowledgement no longer counts.
    func abandonPending() -> Pending? {
        guard let pending else { return nil }
        self.pending = nil
        pending.timer?.cancel()
        return pending
    }
}
