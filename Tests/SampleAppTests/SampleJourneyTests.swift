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

    @Test func aDeepLinkFromAnotherAppOpensTheIssueInOneChange() throws {
        let app = try SampleApp()
        let recorder = NavigationRecorder(app.navigator)
        let frame = try #require(app.handle("o sample://repos/wayfinder/issues/3"))
        #expect(frame.hasPrefix("Repositories › wayfinder › #3 URL routing"))
        #expect(recorder.performedCommands == ["resetStack([RepositoryListViewModel, RepositoryViewModel, IssueViewModel])"])
        #expect(app.log.suffix(2) == [
            "didPerform resetStack([RepositoryListViewModel, RepositoryViewModel, IssueViewModel])",
            "opened sample://repos/wayfinder/issues/3 from otherApp(com.example.terminal) by sample://repos/:name/issues/:number<Int>",
        ])
    }

    @Test func aBadDeepLinkIsReportedAndChangesNothing() throws {
        let app = try SampleApp()
        let before = app.navigator.stack.snapshot
        let missing = try #require(app.handle("o sample://repos/nowhere"))
        #expect(missing.hasSuffix("· Cannot open sample://repos/nowhere: the handler of sample://repos/:name failed: no repository is named nowhere"))
        let refused = try #require(app.handle("o ftp://example.com/file"))
        #expect(refused.contains("Cannot open ftp://example.com/file: refused"))
        #expect(app.navigator.stack.snapshot == before)
    }

    @Test func httpsLinksOpenAWebPage() throws {
        let app = try SampleApp()
        let frame = try #require(app.handle("o https://swift.org/documentation"))
        #expect(frame.hasPrefix("Repositories › web\n\nWeb page"))
        #expect(frame.contains("https://swift.org/documentation"))
    }

    @Test func explainShowsHowAURLWouldBeHandled() throws {
        let app = try SampleApp()
        let explanation = try #require(app.handle("e sample://settings"))
        #expect(explanation.contains("sample://settings"))
        #expect(app.navigator.stack.snapshot.levelCount == 1)
    }

    @Test func theLogKeepsTheLastEvents() throws {
        let app = try SampleApp()
        #expect(app.handle("l") == "didPerform resetRoot(RepositoryListViewModel)")
        for _ in 0..<40 {
            _ = app.handle("1")
            _ = app.handle("b")
        }
        #expect(app.log.count == SampleApp.logLimit)
        #expect(app.log.last == "didPerform pop")
    }

    @Test func impossibleOrUnknownInputIsReportedNotFatal() throws {
        let app = try SampleApp()
        let back = try #require(app.handle("b"))
        #expect(back.hasSuffix("· Cannot do that: cannot pop: the top navigation controller holds only its root screen"))
        #expect(app.handle("42")?.hasPrefix("There is no action 42 here.") == true)
        #expect(app.handle("fly me to the moon")?.hasPrefix("Unknown command “fly me to the moon”.") == true)
        #expect(app.handle("o")?.hasPrefix("Unknown command “o”.") == true)
        #expect(app.handle("?") == SampleApp.help)
        #expect(app.handle("q") == nil)
        #expect(app.navigator.stack.snapshot.levelCount == 1)
    }
}
