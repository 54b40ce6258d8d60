import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// A fresh app: a navigator that maps the article's view models, and its router.
@MainActor
private func makeRestorableApp() throws -> (Navigator, Router) {
    let navigator = try makeNavigator()
    try navigator.screens.register(InboxViewModel.self) { TestScreen(viewModel: $0) }
    try navigator.screens.register(StarredViewModel.self) { TestScreen(viewModel: $0) }
    try navigator.screens.register(IssueViewModel.self) { TestScreen(viewModel: $0) }
    try navigator.screens.register(PreferencesViewModel.self) { TestScreen(viewModel: $0) }
    try navigator.screens.register(ComposerViewModel.self) { TestScreen(viewModel: $0) }
    return (navigator, try makeRestorationRouter(for: navigator))
}

@Suite("Saving and restoring the stack article")
@MainActor
struct RestorationExamplesTests {
    @Test func theStackComesBackAfterRelaunch() throws {
        let (navigator, _) = try makeRestorableApp()
        navigator.services.resetRoot(AppTabsViewModel())
        navigator.services.selectTab(1)
        navigator.services.push(IssueViewModel(number: 7))
        navigator.services.present(PreferencesViewModel(), style: .sheet(detents: [.medium, .large]))
        let saved = try saveNavigation(of: navigator)

        let (relaunched, router) = try makeRestorableApp()
        let report = try restoreNavigation(from: saved, with: router)

        #expect(report.issues.isEmpty)
        #expect(relaunched.stack.snapshot == navigator.stack.snapshot)
        relaunched.expectStack([StarredViewModel.self, IssueViewModel.self], modal: [PreferencesViewModel.self])
    }

    @Test func theStateIsPlainJSON() throws {
        let (navigator, _) = try makeRestorableApp()
        navigator.services.resetRoot(AppTabsViewModel())
        navigator.services.selectTab(1)
        navigator.services.push(IssueViewModel(number: 7))
        navigator.services.present(PreferencesViewModel(), style: .sheet(detents: [.medium, .large]))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]

        let json = String(decoding: try encoder.encode(navigator.stack.restorationState().state), as: UTF8.self)

        #expect(json == #"{"levels":[{"screens":[],"tabs":{"container":"app://tabs","pushed":[[],["app://issues/7"]],"selected":1}},{"screens":["app://preferences"],"style":"sheet(medium, large)"}],"version":1}"#)
    }

    @Test func whatCannotBeSavedIsReported() throws {
        let (navigator, _) = try makeRestorableApp()
        navigator.services.resetRoot(AppTabsViewModel())
        navigator.services.push(IssueViewModel(number: 7))
        navigator.services.push(ComposerViewModel())

        let capture = navigator.stack.restorationState()

        #expect(capture.issues.map(\.description) == ["#4 ComposerViewModel is not restorable (no restorationURL)"])
        let expected = #"{"version":1,"levels":[{"screens":[],"tabs":{"container":"app://tabs","pushed":[["app://issues/7"],[]],"selected":0}}]}"#
        #expect(try capture.state == JSONDecoder().decode(RestorationState.self, from: Data(expected.utf8)))
    }

    @Test func whatCannotBeRestoredIsReported() throws {
        let (navigator, router) = try makeRestorableApp()
        let saved = #"{"version":1,"levels":[{"screens":["app://issues/1","app://issues/gone","app://issues/2"]}]}"#
        let state = try JSONDecoder().decode(RestorationState.self, from: Data(saved.utf8))

        let report = router.restore(state, origin: .app)

        #expect(throws: Never.self) { try report.result.get() }
        #expect(!report.issues.isEmpty)
        #expect(report.issues == [.unresolved(url: "app://issues/gone", error: .noRoute("app://issues/gone"))])
        navigator.expectStack([IssueViewModel.self, IssueViewModel.self])
    }

    @Test func aLayoutIsOneCommand() throws {
        let (navigator, _) = try makeRestorableApp()
        let layout = StackLayout(levels: [
            .tabs(AppTabsViewModel(), pushed: [[], [IssueViewModel(number: 42)]], selected: 1),
            .stack([PreferencesViewModel()], style: .sheet),
        ])

        let change = try navigator.services.restore(layout).get().change

        #expect(change?.after == navigator.stack.snapshot)
        navigator.expectStack([StarredViewModel.self, IssueViewModel.self], modal: [PreferencesViewModel.self])
    }
}
