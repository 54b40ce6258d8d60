import SampleShell
import Testing
import Wayfinder

/// The iOS screens read their view models again when ``ScreenRefresh`` moves: after each
/// navigation event and after an action, and once more on the next turn, when a view model's
/// task that waited for a result has gone on.
@Suite("screen refresh")
@MainActor
struct ScreenRefreshTests {
    @Test func aNavigationEventMovesTheRevisionNowAndOnTheNextTurn() async throws {
        let sample = try SampleComposition(allowedSourceApps: nil, shownTypes: SampleScreenCatalog.shownTypes)
        let refresh = ScreenRefresh(bus: sample.navigator.bus)
        try sample.showHome()  // one command, performed at once: no renderer
        #expect(refresh.revision == 1)
        await turns()
        #expect(refresh.revision == 2)
    }

    @Test func anActionMovesTheRevisionNowAndOnTheNextTurn() async throws {
        let sample = try SampleComposition(allowedSourceApps: nil, shownTypes: SampleScreenCatalog.shownTypes)
        let refresh = ScreenRefresh(bus: sample.navigator.bus)
        refresh.refresh()
        #expect(refresh.revision == 1)
        await turns()
        #expect(refresh.revision == 2)
    }

    /// A few turns of the main actor, so that the tasks already queued run.
    private func turns() async {
        for _ in 0..<10 { await Task.yield() }
    }
}
