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
        /// The command whose change it shows, for ``RenderingState/observer``.
        let command: NavigationCommand?
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
