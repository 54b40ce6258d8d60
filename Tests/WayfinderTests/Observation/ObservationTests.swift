import Observation
import Testing
import Wayfinder
import WayfinderTesting

// The time limit catches a hang, not slowness: a busy machine may take minutes.
@Suite("observing the stack", .timeLimit(.minutes(10)))
@MainActor
struct ObservationTests {
    @Test func theObservableStackTellsTrackersOfEachChange() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let observable = navigator.observableStack
        #expect(observable === navigator.observableStack)
        #expect(observable.snapshot == navigator.stack.snapshot)

        let changes = Tally()
        func track() {
            withObservationTracking { _ = observable.snapshot } onChange: { changes.add() }
        }
        track()
        navigator.services.push(ListViewModel())
        #expect(changes.total == 1)
        #expect(observable.snapshot == navigator.stack.snapshot)
        #expect(observable.snapshot.topScreen?.viewModelTypeName == "ListViewModel")

        track()
        navigator.services.pop(animated: true)
        navigator.services.pop(animated: true)  // fails: nothing changes, nobody is told
        #expect(changes.total == 2)
        #expect(observable.snapshot.shape == StackShape([HomeViewModel.self]))
    }

    @Test func theObservableStackFollowsTheStackNotTheRenderer() throws {
        let navigator = try makeNavigator()
        let renderer = TestRenderer(finishing: .manually)
        try navigator.attach(renderer)
        navigator.services.resetRoot(HomeViewModel())
        #expect(navigator.observableStack.snapshot.shape == StackShape([HomeViewModel.self]))
        #expect(renderer.unfinished.count == 1)
    }

    @Test func aChangeStreamGivesEveryChangeInOrder() async throws {
        let navigator = try makeNavigator()
        let changes = navigator.changes
        let other = navigator.changes
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.push(ListViewModel())
        navigator.services.push(UnmappedViewModel())  // fails: no change
        navigator.services.present(LoginViewModel())
        var seen: [[[String]]] = []
        for await change in changes.prefix(3) { seen.append(change.after.names) }
        #expect(seen == [
            [["HomeViewModel"]], [["HomeViewModel", "ListViewModel"]], [["HomeViewModel", "ListViewModel"], ["LoginViewModel"]],
        ])
        var first: NavigationChange?
        for await change in other.prefix(1) { first = change }
        #expect(first?.before == .empty)
    }

    @Test func aChangeStreamEndsWhenTheNavigatorIsReleased() async throws {
        var navigator: Navigator? = try makeNavigator()
        let changes = try #require(navigator?.changes)
        navigator?.services.resetRoot(HomeViewModel())
        navigator = nil
        var count = 0
        for await _ in changes { count += 1 }
        #expect(count == 1)
    }
}
