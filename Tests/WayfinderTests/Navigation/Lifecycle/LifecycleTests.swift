import Testing
import Wayfinder
import WayfinderTesting

/// A view model that writes its lifecycle callbacks into a shared journal.
private final class TrackedViewModel: ScreenLifecycle {
    let name: String
    let journal: Journal
    init(_ name: String, _ journal: Journal) {
        self.name = name
        self.journal = journal
    }
    func screenDidBecomeTop() { journal.lines.append("\(name) top") }
    func screenDidStopBeingTop() { journal.lines.append("\(name) not top") }
    func screenWasRemoved() { journal.lines.append("\(name) removed") }
}

@MainActor
private final class Journal {
    var lines: [String] = []
    func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }
}

/// Adopts the protocol without implementing anything: the defaults apply.
private final class QuietViewModel: ScreenLifecycle {}

@MainActor
private func makeTrackingNavigator() throws -> Navigator {
    let navigator = try makeNavigator()
    try navigator.screens.register(TrackedViewModel.self) { TestScreen(viewModel: $0) }
    try navigator.screens.register(QuietViewModel.self) { TestScreen(viewModel: $0) }
    return navigator
}

@Suite("screen lifecycle callbacks")
@MainActor
struct LifecycleTests {
    @Test func pushAndPopMoveTheTopInOrder() throws {
        let navigator = try makeTrackingNavigator()
        let journal = Journal()
        navigator.services.resetRoot(TrackedViewModel("A", journal))
        #expect(journal.take() == ["A top"])
        navigator.services.push(TrackedViewModel("B", journal))
        #expect(journal.take() == ["A not top", "B top"])
        navigator.services.pop()
        #expect(journal.take() == ["B not top", "B removed", "A top"])
    }

    @Test func dismissingALevelRemovesItsScreensTopmostFirst() throws {
        let navigator = try makeTrackingNavigator()
        let journal = Journal()
        navigator.services.resetRoot(TrackedViewModel("A", journal))
        navigator.services.present(TrackedViewModel("B", journal))
        navigator.services.push(TrackedViewModel("C", journal))
        #expect(journal.take() == ["A top", "A not top", "B top", "B not top", "C top"])
        navigator.services.dismiss()
        #expect(journal.take() == ["C not top", "C removed", "B removed", "A top"])
    }

    @Test func screensBelowTheTopAreRemovedWithoutTopCallbacks() throws {
        let navigator = try makeTrackingNavigator()
        let journal = Journal()
        let root = TrackedViewModel("A", journal)
        navigator.services.resetRoot(root)
        navigator.services.push(TrackedViewModel("B", journal))
        navigator.services.push(TrackedViewModel("C", journal))
        _ = journal.take()
        navigator.services.resetScreens([root, TrackedViewModel("D", journal), navigator.stack.topViewModel!])
        #expect(journal.take() == ["B removed"])
        navigator.services.popToRoot()
        #expect(journal.take() == ["C not top", "C removed", "D removed", "A top"])
    }

    @Test func selectingATabMovesTheTop() throws {
        let navigator = try makeTrackingNavigator()
        let journal = Journal()
        navigator.services.resetRoot(TabsViewModel([TrackedViewModel("A", journal), TrackedViewModel("B", journal)]))
        #expect(journal.take() == ["A top"])
        navigator.services.selectTab(1)
        #expect(journal.take() == ["A not top", "B top"])
        navigator.services.selectTab(1)
        #expect(journal.take().isEmpty)
        navigator.report(.selectedTab(0))
        #expect(journal.take() == ["B not top", "A top"])
    }

    @Test func aFailedCommandCallsNothing() throws {
        let navigator = try makeTrackingNavigator()
        let journal = Journal()
        navigator.services.resetRoot(TrackedViewModel("A", journal))
        _ = journal.take()
        navigator.services.pop()
        navigator.services.dismiss()
        navigator.services.push(UnmappedViewModel())
        #expect(journal.take().isEmpty)
    }

    @Test func aViewModelLaidOutAgainKeepsItsPlace() throws {
        let navigator = try makeTrackingNavigator()
        let journal = Journal()
        let root = TrackedViewModel("A", journal)
        let top = TrackedViewModel("B", journal)
        navigator.services.resetStack([root, top])
        _ = journal.take()
        navigator.services.resetStack([TrackedViewModel("C", journal), top])
        #expect(journal.take() == ["A removed"])
        navigator.services.resetRoot(root)
        #expect(journal.take() == ["B not top", "B removed", "C removed", "A top"])
    }

    @Test func closingUnderAModalLevelRemovesInStackOrderTopmostFirst() throws {
        let navigator = try makeTrackingNavigator()
        let journal = Journal()
        let b = TrackedViewModel("B", journal)
        navigator.services.resetStack([TrackedViewModel("A", journal), b, TrackedViewModel("C", journal)])
        navigator.services.present(TrackedViewModel("M", journal))
        _ = journal.take()
        navigator.services.close(b)
        #expect(journal.take() == ["M not top", "M removed", "C removed", "B removed", "A top"])
    }

    @Test func callbacksComeBeforeObserversHearTheChange() throws {
        let navigator = try makeTrackingNavigator()
        let journal = Journal()
        let subscription = navigator.bus.subscribe { event in
            if case .didPerform(let command, _) = event { journal.lines.append("didPerform \(command.name)") }
        }
        navigator.services.resetRoot(TrackedViewModel("A", journal))
        #expect(journal.take() == ["A top", "didPerform resetRoot"])
        subscription.cancel()
    }

    @Test func navigationFromACallbackIsPerformedNext() throws {
        let navigator = try makeTrackingNavigator()
        let journal = Journal()
        final class Redirecting: ScreenLifecycle {
            let services: any NavigationServices
            init(_ services: any NavigationServices) { self.services = services }
            func screenDidBecomeTop() { services.push(HomeViewModel()) }
        }
        try navigator.screens.register(Redirecting.self) { TestScreen(viewModel: $0) }
        navigator.services.resetRoot(TrackedViewModel("A", journal))
        let outcome = navigator.services.push(Redirecting(navigator.services))
        #expect(outcome.isSuccess)
        #expect(navigator.stack.snapshot.shape == StackShape([TrackedViewModel.self, Redirecting.self, HomeViewModel.self]))
        #expect(journal.take() == ["A top", "A not top"])
    }

    @Test func theDefaultsDoNothing() throws {
        let navigator = try makeTrackingNavigator()
        navigator.services.resetRoot(QuietViewModel())
        navigator.services.push(HomeViewModel())
        navigator.services.pop()
        #expect(navigator.stack.snapshot.shape == StackShape([QuietViewModel.self]))
    }
}
