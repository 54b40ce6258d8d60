import SampleApp
import Testing
import Wayfinder
import WayfinderTesting

/// Journeys through the terminal sample, typed as a user would type them.
@Suite("sample journeys")
@MainActor
struct SampleJourneyTests {
    @Test func browseToAnIssueAndBackToTheList() throws {
        let app = try SampleApp()
        let recorder = NavigationRecorder(app.navigator)
        _ = app.handle("1")
        let issueFrame = try #require(app.handle("1"))
        #expect(issueFrame.hasPrefix("Repositories › wayfinder › #2 Core navigation"))
        #expect(app.handle("s") == """
            root · nav#1
              #1 RepositoryListViewModel
              #2 RepositoryViewModel
              #3 IssueViewModel
            """)
        _ = app.handle("1")
        #expect(app.navigator.stack.topViewModel is RepositoryListViewModel)
        #expect(recorder.performedCommands == ["push(RepositoryViewModel)", "push(IssueViewModel)", "popToRoot"])
    }

    @Test func settingsOpenAsASheetAndClose() throws {
        let app = try SampleApp()
        _ = app.handle("3")
        #expect(app.navigator.stack.navigationControllers.count == 2)
        #expect(app.navigator.stack.topViewModel is SettingsViewModel)
        let closed = try #require(app.handle("d"))
        #expect(app.navigator.stack.navigationControllers.count == 1)
        #expect(closed.hasSuffix("· didPerform dismiss"))
    }

    @Test func impossibleOrUnknownInputIsReportedNotFatal() throws {
        let app = try SampleApp()
        let back = try #require(app.handle("b"))
        #expect(back.hasSuffix("· Cannot do that: cannot pop: the top navigation controller holds only its root screen"))
        #expect(app.handle("42")?.hasPrefix("Unknown command “42”.") == true)
        #expect(app.handle("?") == SampleApp.help)
        #expect(app.handle("q") == nil)
        #expect(app.navigator.stack.snapshot.levelCount == 1)
    }
}
