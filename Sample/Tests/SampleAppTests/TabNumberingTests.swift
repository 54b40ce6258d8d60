import SampleApp
import Testing

/// One numbering the user sees: tabs from 1, as the tab bar shows them and `t <n>` takes them;
/// where the library's index shows, it is labelled.
@Suite("tab numbering")
@MainActor
struct TabNumberingTests {
    @Test func theSecondTabIsTabTwoEverywhere() async throws {
        let app = try SampleApp()
        _ = await app.handle("t 2")
        #expect(app.frame.tabBar?.contains("[2 Notifications]") == true)
        #expect(app.frame.status == "reported selectedTab(1) · index 1 = tab 2")
        guard case .message(let snapshot) = await app.handle("s") else {
            Issue.record("s gave no message")
            return
        }
        #expect(snapshot.contains("\n  tab 2 · nav#2 (selected)\n"))
        #expect(!snapshot.contains("tab 0"))
    }

    @Test func anExplanationSaysWhichTabALinkLandsIn() async throws {
        let app = try SampleApp()
        _ = await app.handle("t 3")
        guard case .message(let explanation) = await app.handle("e sample://repos/wayfinder") else {
            Issue.record("e gave no message")
            return
        }
        #expect(explanation.contains("\nlands: tab 1, keeping RepositoryListViewModel; adding RepositoryViewModel"))
        guard case .message(let question) = await app.handle("e sample://notifications/1") else {
            Issue.record("e gave no message")
            return
        }
        #expect(question.contains("\nlands: tab 2,"))
    }
}
