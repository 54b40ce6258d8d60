import SampleApp
import Testing
import Wayfinder

/// The user's `d` and `b` on a screen that holds unsaved work: the terminal asks the renderer
/// first, as UIKit asks before a drag or a back swipe starts, and reports the attempt it held
/// back; the view model decides.
@Suite("terminal guarded gestures")
@MainActor
struct TerminalGuardTests {
    @Test func dOnAnEditorWithUnsavedTextIsHeldBackAndAsks() async throws {
        let app = try SampleApp()
        for line in ["1", "4"] { _ = await app.handle(line) }
        #expect(await app.handle("w Routes and screens") == .frame)
        #expect(app.frame.screen.contains("(unsaved)"))
        #expect(await app.handle("d") == .frame)
        #expect(app.steps == ["ask “Discard your changes?”"])
        #expect(app.frame.breadcrumb == "Repositories › wayfinder ⧉ Edit description (sheet)")
        #expect(app.frame.question == ["? Discard your changes?", "  1. Discard (destructive)", "  2. Keep editing"])
        _ = await app.handle("2")
        #expect(app.frame.breadcrumb == "Repositories › wayfinder ⧉ Edit description (sheet)")
        #expect(app.frame.screen.contains("  Routes and screens"))
        _ = await app.handle("d")
        _ = await app.handle("1")
        #expect(app.frame.breadcrumb == "Repositories › wayfinder")
        #expect(!app.frame.screen.contains("Routes and screens"))
    }

    @Test func dOnAnEditorWithoutChangesDismissesIt() async throws {
        let app = try SampleApp()
        for line in ["1", "4", "d"] { _ = await app.handle(line) }
        #expect(app.frame.breadcrumb == "Repositories › wayfinder")
        #expect(app.frame.question.isEmpty)
        #expect(app.frame.status.hasPrefix("reported dismissed"))
    }

    @Test func writingTypesIntoTheEditorAndSavingShowsTheDescriptionEverywhere() async throws {
        let app = try SampleApp()
        #expect(await app.handle("w hello") == .message("There is nothing to write into here; w <text> types into an editor."))
        for line in ["1", "4", "w Routes and screens", "1"] { _ = await app.handle(line) }
        #expect(app.frame.breadcrumb == "Repositories › wayfinder")
        #expect(app.frame.screen.contains("Routes and screens"))
        _ = await app.handle("b")
        #expect(app.frame.screen.contains("wayfinder — Routes and screens"))
    }

    @Test func bOnAPushedScreenWithUnsavedWorkIsHeldBack() async throws {
        let app = try SampleApp()
        let draft = Draft()
        app.navigator.services.push(draft)
        _ = await app.handle("s")
        #expect(await app.handle("b") == .frame)
        #expect(draft.attempts == 1)
        #expect(app.frame.breadcrumb == "Repositories › Draft")
        draft.hasUnsavedWork = false
        _ = await app.handle("b")
        #expect(draft.attempts == 1)
        #expect(app.frame.breadcrumb == "Repositories")
    }
}

/// A pushed screen with unsaved work that always stays, counting the user's attempts to leave.
@MainActor
private final class Draft: LeaveGuarding {
    var hasUnsavedWork = true
    var attempts = 0

    func userAttemptedToLeave() async -> LeaveDecision {
        attempts += 1
        return .stay
    }
}
