import Testing
import Wayfinder

/// A navigator that also maps the article's view models.
@MainActor
private func makeLifecycleNavigator() throws -> Navigator {
    let navigator = try makeNavigator()
    try navigator.screens.register(FeedViewModel.self) { TestScreen(viewModel: $0) }
    try navigator.screens.register(LifecycleProbeViewModel.self) { TestScreen(viewModel: $0) }
    return navigator
}

@Suite("Knowing when a screen is on top article")
@MainActor
struct ScreenLifecycleExamplesTests {
    @Test func theFeedPollsOnlyWhileOnTop() throws {
        let navigator = try makeLifecycleNavigator()
        let feed = FeedViewModel()

        navigator.services.resetRoot(feed)
        #expect(feed.isPolling)

        navigator.services.present(SettingsViewModel())     // covered by a modal level
        #expect(!feed.isPolling)

        navigator.services.dismiss()
        #expect(feed.isPolling)

        navigator.services.resetRoot(HomeViewModel())       // replaced
        #expect(!feed.isPolling)
        #expect(feed.wasRemoved)
    }

    @Test func callbacksComeInOneOrder() throws {
        let navigator = try makeLifecycleNavigator()
        var lines: [String] = []
        let record = { (line: String) in lines.append(line) }
        navigator.services.resetRoot(LifecycleProbeViewModel("A", record: record))
        navigator.services.present(LifecycleProbeViewModel("B", record: record))
        navigator.services.push(LifecycleProbeViewModel("C", record: record))
        lines.removeAll()

        navigator.services.dismiss()

        #expect(lines == ["C not top", "C removed", "B removed", "A top"])
    }

    @Test func aRemovedScreenIsNamedAndReleased() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        weak var released: DetailViewModel?
        do {
            let detail = DetailViewModel()
            released = detail
            navigator.services.push(detail)
        }
        #expect(released != nil)                            // the stack holds it

        let change = try navigator.services.pop().get().change

        #expect(change?.removed.map(\.viewModelTypeName) == ["DetailViewModel"])
        #expect(released == nil)
    }
}
