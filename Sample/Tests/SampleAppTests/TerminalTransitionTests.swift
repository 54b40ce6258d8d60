import SampleApp
import Testing
import Wayfinder

/// The terminal as a renderer: it shows the stack through Wayfinder's container renderer, one
/// acknowledged transition at a time, and the user's `b`, `d` and `t` reach the navigator as the
/// renderer's reports.
@Suite("terminal transitions")
@MainActor
struct TerminalTransitionTests {
    @Test func eachCommandNamesTheStepsTheTerminalTookToShowIt() async throws {
        let app = try SampleApp()
        _ = await app.handle("1")
        #expect(app.steps == ["show [Repositories › wayfinder], animated"])
        _ = await app.handle("b")
        #expect(app.steps.isEmpty)  // the user went back: nothing left for the terminal to do
        #expect(app.frame.status == "reported popped(to: #1)")
        _ = await app.handle("t 3")
        // The library's index, labelled with the tab's number as the tab bar shows it.
        #expect(app.frame.status == "reported selectedTab(2) · index 2 = tab 3")
    }

    @Test func commandsSentDuringATransitionWaitTheirTurnAndAreShownInOrder() async throws {
        let app = try SampleApp()
        let services = app.navigator.services
        final class Blank: ViewModel {}
        #expect(services.present(Blank()).change != nil)
        #expect(app.navigator.isTransitioning)
        #expect(services.push(Blank()) == .success(.queued))
        _ = await app.handle("s")
        #expect(app.frame.breadcrumb == "Repositories ⧉ Blank › Blank")
        #expect(!app.navigator.isTransitioning)
    }

    @Test func aFullScreenLevelCannotBeDraggedAway() async throws {
        let app = try SampleApp()
        final class Player: ViewModel {}
        app.navigator.services.present(Player(), style: .fullScreen)
        _ = await app.handle("s")
        #expect(app.frame.breadcrumb == "Repositories ⧉ Player (fullScreen)")
        #expect(await app.handle("d") == .message("This sheet cannot be dragged away; use its own actions."))
        #expect(app.navigator.stack.snapshot.levels.count == 2)
    }
}

extension Result where Success == NavigationOutcome {
    fileprivate var change: NavigationChange? {
        if case .success(.performed(let change)) = self { change } else { nil }
    }
}
