import Testing
import Wayfinder
import WayfinderTesting

/// An edit screen: unsaved while its text differs from what was saved; it asks before the user
/// leaves, or refuses outright.
final class EditViewModel: LeaveGuarding {
    let services: any NavigationServices
    var text = ""
    var saved = ""
    let asks: Bool
    private(set) var attempts = 0

    init(services: any NavigationServices, asks: Bool = true) {
        self.services = services
        self.asks = asks
    }

    var hasUnsavedWork: Bool { text != saved }

    func userAttemptedToLeave() async -> LeaveDecision {
        attempts += 1
        guard asks else { return .stay }
        let discard = try? await services.ask(DialogQuestion(
            title: "Discard your changes?", buttons: [.destructive("Discard", true), .cancel("Keep editing", false)]))
        return discard == true ? .leave : .stay
    }
}

/// A guard that keeps the default: it refuses.
final class RefusingViewModel: LeaveGuarding {
    var hasUnsavedWork = true
}

@Suite("Guarded dismissal")
@MainActor
struct LeaveGuardTests {
    private func presentEditor(asks: Bool = true) throws -> (Navigator, EditViewModel, NavigationControllerID) {
        let navigator = Navigator(screens: ScreenMap(fallback: { anyScreen(for: $0) }))
        navigator.services.resetRoot(HomeViewModel())
        let editor = EditViewModel(services: navigator.services, asks: asks)
        navigator.services.present(editor, style: .sheet)
        let controller = try #require(navigator.stack.snapshot.topController?.id)
        return (navigator, editor, controller)
    }

    @Test func aSheetWithoutUnsavedWorkMayBeDraggedAway() throws {
        let (navigator, editor, controller) = try presentEditor()
        #expect(navigator.userMayDismiss(controller))
        #expect(!navigator.userAttemptedToDismiss(controller))
        #expect(editor.attempts == 0)
    }

    @Test func anAttemptOnAGuardedSheetAsksAndDiscardingLeaves() async throws {
        let (navigator, editor, controller) = try presentEditor()
        editor.text = "draft"
        #expect(!navigator.userMayDismiss(controller))
        #expect(navigator.userAttemptedToDismiss(controller))
        await navigator.settle()
        let question = try #require(navigator.stack.snapshot.question)
        #expect(question.content.title == "Discard your changes?")
        navigator.report(.answered(question.id, .button(0)))
        await navigator.settle()
        #expect(navigator.stack.snapshot.names == [["HomeViewModel"]])
        #expect(editor.attempts == 1)
    }

    @Test func keepingEditingStaysWithTheWork() async throws {
        let (navigator, editor, controller) = try presentEditor()
        editor.text = "draft"
        navigator.userAttemptedToDismiss(controller)
        await navigator.settle()
        navigator.report(.answered(try #require(navigator.stack.snapshot.question).id, .dismissed))
        await navigator.settle()
        #expect(navigator.stack.snapshot.names == [["HomeViewModel"], ["EditViewModel"]])
        #expect(editor.text == "draft")
    }

    @Test func theDefaultRefusesWithoutAsking() async throws {
        let navigator = Navigator(screens: ScreenMap(fallback: { anyScreen(for: $0) }))
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.push(RefusingViewModel())
        let controller = try #require(navigator.stack.snapshot.topController?.id)
        #expect(!navigator.userMayPop(in: controller))
        #expect(navigator.userAttemptedToPop(in: controller))
        await navigator.settle()
        #expect(navigator.stack.snapshot.question == nil)
        #expect(navigator.stack.snapshot.names == [["HomeViewModel", "RefusingViewModel"]])
    }

    @Test func aGuardedPushedScreenAsksBeforeItIsPopped() async throws {
        let navigator = Navigator(screens: ScreenMap(fallback: { anyScreen(for: $0) }))
        navigator.services.resetRoot(HomeViewModel())
        let editor = EditViewModel(services: navigator.services)
        navigator.services.push(editor)
        let controller = try #require(navigator.stack.snapshot.topController?.id)
        #expect(navigator.userMayPop(in: controller))
        editor.text = "draft"
        #expect(!navigator.userMayPop(in: controller))
        navigator.userAttemptedToPop(in: controller)
        // A second attempt while the first is decided is ignored.
        #expect(!navigator.userAttemptedToPop(in: controller))
        await navigator.settle()
        navigator.report(.answered(try #require(navigator.stack.snapshot.question).id, .button(0)))
        await navigator.settle()
        #expect(navigator.stack.snapshot.names == [["HomeViewModel"]])
        #expect(editor.attempts == 1)
    }

    @Test func aScreenBelowTheGuardedLevelIsAskedToo() async throws {
        let (navigator, editor, _) = try presentEditor()
        editor.text = "draft"
        navigator.services.present(HomeViewModel())
        let top = try #require(navigator.stack.snapshot.topController?.id)
        let editorLevel = navigator.stack.snapshot.levels[1].selectedController.id
        // Dragging the editor's level away would take the level above too: both are guarded.
        #expect(!navigator.userMayDismiss(editorLevel))
        #expect(navigator.userMayDismiss(top))
        // The root level is never dragged away.
        #expect(navigator.userMayDismiss(navigator.stack.snapshot.levels[0].selectedController.id))
    }

    @Test func commandsAreNotGuarded() throws {
        let (navigator, editor, _) = try presentEditor()
        editor.text = "draft"
        #expect((try? navigator.services.dismiss().get())?.change != nil)
        #expect(editor.attempts == 0)
        #expect(navigator.stack.snapshot.names == [["HomeViewModel"]])
    }
}

/// A placeholder screen for any view model.
@MainActor
private func anyScreen<Model: ViewModel>(for viewModel: Model) -> any Screen {
    PlaceholderScreen(viewModel: viewModel)
}
