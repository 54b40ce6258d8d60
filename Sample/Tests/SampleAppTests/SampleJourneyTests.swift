import AccountFeature
import RepositoriesFeature
import SampleApp
import SettingsFeature
import Testing
import Wayfinder
import WayfinderTesting

/// Journeys through the whole sample, typed as a user would type them.
@Suite("sample journeys")
@MainActor
struct SampleJourneyTests {
    @Test func theAppStartsOnTheRepositoriesTabWithEveryModule() throws {
        let app = try SampleApp()
        #expect(app.host.modules.map(\.name) == ["Shell", "Account", "Settings", "Repositories", "Notifications"])
        #expect(app.host.provisions(of: "Settings") == [
            .route("sample://settings"), .route("sample://settings/appearance"), .service("ThemeStore"),
        ])
        let frame = app.frame
        #expect(frame.tabs == ["Repositories", "Notifications", "Profile"])
        #expect(frame.selectedTab == 0)
        #expect(frame.breadcrumb == "Repositories")
        #expect(frame.account == nil)
    }

    @Test func browsingToAnIssueAsksToSignInFirst() async throws {
        let app = try SampleApp()
        #expect(await app.handle("1") == .frame)
        #expect(await app.handle("2") == .frame)
        #expect(app.frame.breadcrumb == "Repositories › wayfinder ⧉ Sign in")
        #expect(app.navigator.bus.isSuspended)
        #expect(await app.handle("1") == .frame)
        #expect(app.frame.breadcrumb == "Repositories › wayfinder › #3 URL routing")
        #expect(app.frame.accountLine == "signed in as alice")
        #expect(app.frame.status == "didPerform push(IssueViewModel)")
    }

    @Test func aDeepLinkFromAnotherAppOpensTheIssueOnItsTabInOneChange() async throws {
        let app = try SampleApp(session: SessionStore(account: "alice"))
        _ = await app.handle("t 3")
        let recorder = NavigationRecorder(app.navigator)
        #expect(await app.handle("o sample://repos/wayfinder/issues/3") == .frame)
        #expect(recorder.performedCommands == ["showInTab(0, [RepositoryListViewModel, RepositoryViewModel, IssueViewModel])"])
        #expect(app.frame.selectedTab == 0)
        #expect(app.frame.breadcrumb == "Repositories › wayfinder › #3 URL routing")
        #expect(app.log.last == "opened sample://repos/wayfinder/issues/3 from otherApp(com.example.terminal) by sample://repos/:name/issues/:number<Int>")
    }

    @Test func whileTheSignInWaitsTabsStayPutAndLinksWait() async throws {
        let app = try SampleApp()
        for line in ["1", "2"] { _ = await app.handle(line) }
        #expect(app.frame.breadcrumb == "Repositories › wayfinder ⧉ Sign in")
        #expect(await app.handle("t 3") == .message("Close the sheet first (d)."))
        #expect(await app.handle("o sample://repos/atlas") == .frame)
        #expect(app.frame.status == "Waiting: sample://repos/atlas opens once the sign-in is done.")
        #expect(app.frame.breadcrumb == "Repositories › wayfinder ⧉ Sign in")
        _ = await app.handle("1")
        #expect(app.frame.breadcrumb == "Repositories › atlas")
        // The link is reported once it landed, not when the sign-in held it.
        #expect(app.log.suffix(3) == [
            "didPerform push(IssueViewModel)",
            "didPerform showInTab(0, [RepositoryListViewModel, RepositoryViewModel]) · index 0 = tab 1",
            "opened sample://repos/atlas from otherApp(com.example.terminal) by sample://repos/:name",
        ])
    }

    @Test func aLinkKeepsTheOtherTabsPushedScreenAndPushesOnlyWhatItsTabLacks() async throws {
        let app = try SampleApp(session: SessionStore(account: "alice"))
        for line in ["t 2", "1"] { _ = await app.handle(line) }
        let notification = try #require(app.navigator.stack.topViewModel)
        _ = await app.handle("o sample://repos/wayfinder")
        let repository = try #require(app.navigator.stack.topViewModel)
        _ = await app.handle("o sample://repos/wayfinder/issues/3")
        #expect(app.frame.breadcrumb == "Repositories › wayfinder › #3 URL routing")
        #expect(app.navigator.stack.snapshot.levels.first?.controllers[0].screens.dropFirst().first.flatMap { app.navigator.stack.screen(for: $0.id)?.viewModel } === repository)  // kept
        _ = await app.handle("t 2")
        #expect(app.frame.breadcrumb == "Notifications › Notification #1")
        #expect(app.navigator.stack.topViewModel === notification)  // the same instance, not recreated
    }

    @Test func signingOutLeavesNoProtectedScreenInAnyTab() async throws {
        let app = try SampleApp(session: SessionStore(account: "alice"))
        for line in ["1", "2", "t 3"] { _ = await app.handle(line) }
        #expect(app.navigator.stack.snapshot.description.contains("IssueViewModel"))
        _ = await app.handle("1")
        #expect(app.frame.accountLine == "signed out")
        #expect(app.frame.selectedTab == 2)
        #expect(!app.navigator.stack.snapshot.description.contains("IssueViewModel"))
    }

    @Test func aThemePickedInTheSettingsSheetArrivesOnAppearance() async throws {
        let app = try SampleApp()
        for line in ["t 3", "2", "1", "1"] { _ = await app.handle(line) }
        #expect(app.frame.breadcrumb == "Profile ⧉ Settings › Appearance (sheet(medium, large)) ⧉ Choose a theme (popover)")
        _ = await app.handle("2")
        #expect(app.frame.breadcrumb == "Profile ⧉ Settings › Appearance (sheet(medium, large))")
        #expect(app.frame.screen.contains("Theme: Solarized"))
        #expect(app.frame.screen.contains("Picked Solarized."))
        _ = await app.handle("b")
        #expect(app.frame.screen.contains("Theme: Solarized"))
    }

    @Test func badInputIsExplainedAndChangesNothing() async throws {
        let app = try SampleApp()
        let before = app.navigator.stack.snapshot
        let inputs = [
            "o sample://signin", "o sample://repos/atlas/issues/99", "o sample://nowhere", "o ftp://example.com",
            "o sample://repos/%00", "o ::::", "o https://example.com/phish", "b", "d", "t 9", "9", "zzz", "e", "o", "t 0",
        ]
        for input in inputs {
            _ = await app.handle(input)
            #expect(app.navigator.stack.snapshot == before, "\(input) changed the stack")
        }
        #expect(await app.handle("o sample://signin") == .frame)
        #expect(app.frame.status.hasPrefix("Cannot open: refused: exposed: sample://signin is not exposed"))
        #expect(app.frame.status.hasSuffix(" — sample://signin"))
        #expect(await app.handle("b") == .message("Nothing to go back to here."))
        #expect(await app.handle("d") == .message("There is no sheet to dismiss."))
        #expect(await app.handle("t 9") == .message("There is no tab 9; the tabs are 1 to 3."))
        #expect(await app.handle("zzz") == .message("Unknown command “zzz”.\n" + SampleApp.help))
        #expect(await app.handle("o sample://nowhere") == .frame)
        #expect(app.frame.status.hasPrefix("Cannot open: no route"), "\(app.frame.status)")
        _ = await app.handle("l")
        #expect(app.frame.status.hasPrefix("Cannot open: no route"), "a message leaves the frame as it was")
        #expect(await app.handle("t 1") == .frame)  // the tab already selected: no event
        #expect(app.frame.status.isEmpty, "a refused link's status does not outlive its line")
    }

    @Test func explainSnapshotHelpAndLogAreMessages() async throws {
        let app = try SampleApp()
        guard case .message(let explanation) = await app.handle("e sample://signin") else {
            Issue.record("explain did not answer with a message")
            return
        }
        #expect(explanation.contains("✗ exposed: sample://signin"))
        guard case .message(let snapshot) = await app.handle("s"), case .message(let help) = await app.handle("?"),
            case .message(let log) = await app.handle("l")
        else {
            Issue.record("s, ? or l did not answer with a message")
            return
        }
        // Tabs numbered from 1, as the tab bar and `t <n>` number them.
        #expect(snapshot.hasPrefix("root · tabs HomeViewModel\n  tab 1 · nav#1 (selected)\n    #1 RepositoryListViewModel"))
        #expect(snapshot.contains("\n  tab 3 · nav#3\n"))
        #expect(help.contains("t <n>     select tab n"))
        #expect(log == "didPerform resetRoot(HomeViewModel)")
        #expect(await app.handle("q") == .quit)
    }

    @Test func theLogKeepsTheLastFiftyEvents() async throws {
        let app = try SampleApp()
        for _ in 0..<30 {
            _ = await app.handle("1")
            _ = await app.handle("b")
        }
        #expect(app.log.count == SampleApp.logLimit)
        let root = try #require(app.navigator.stack.snapshot.topController?.screens.first)
        #expect(app.log.last == "reported popped(to: \(root.id))")
    }
}
