/// The navigator's renderer and the transition it waits for.
@MainActor
final class RenderingState {
    /// A transition handed to the renderer and not finished yet.
    struct Pending {
        let id: Int
        let change: NavigationChange
        let completion: NavigationBus.Completion?
        let acknowledgement: TransitionAcknowledgement
        var timer: Task<Void, Never>?
    }

    var renderer: (any NavigationRenderer)?
    var timeout: Duration = .seconds(10)
    var pending: Pending?
    private var lastID = 0

    func nextID() -> Int {
        lastID += 1
        return lastID
    }

    /// Ends the wait without the renderer: its completion runs (the stack did change), its
    /// acknowledgement no longer counts.
    func abandonPending() -> Pending? {
        guard let pending else { return nil }
        self.pending = nil
        pending.timer?.cancel()
        pending.acknowledgement.abandon()
        return pending
    }
}
