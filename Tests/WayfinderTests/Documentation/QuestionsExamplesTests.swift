import Testing
import Wayfinder

// The Questions article's examples, run: the article shows the tests' bodies as they are here.

/// A screen for the article's view models.
private struct QuestionsScreen<Model: ViewModel>: Screen {
    let viewModel: Model
}

@MainActor
func makeQuestionsNavigator() throws -> Navigator {
    let screens = ScreenMap()
    try screens.register(InboxThreadViewModel.self) { QuestionsScreen(viewModel: $0) }
    try screens.register(ComposeViewModel.self) { QuestionsScreen(viewModel: $0) }
    return Navigator(screens: screens)
}

@Suite("Questions article")
@MainActor
struct QuestionsExamplesTests {
    @Test func removingAThreadAsksFirst() async throws {
        let navigator = try makeQuestionsNavigator()
        let thread = InboxThreadViewModel(services: navigator.services)
        navigator.services.resetRoot(thread)
        let asking = Task { await thread.removeTapped() }
        await navigator.settle()

        let question = try #require(navigator.stack.snapshot.question)
        navigator.expectStack([InboxThreadViewModel.self], question: "Remove this thread?")
        #expect(question.content.buttons.map(\.title) == ["Delete", "Archive", "Cancel"])
        navigator.report(.answered(question.id, .button(1)))  // what a renderer reports for "Archive"
        await asking.value
        #expect(thread.state == "archived")
    }

    @Test func aCommandTakesTheQuestionAway() async throws {
        let navigator = try makeQuestionsNavigator()
        let thread = InboxThreadViewModel(services: navigator.services)
        navigator.services.resetRoot(thread)
        let asking = Task { await thread.removeTapped() }
        await navigator.settle()

        navigator.services.present(ComposeViewModel(services: navigator.services))  // a deep link, say
        await asking.value
        #expect(thread.state == "open")  // answered as Cancel
        #expect(navigator.stack.snapshot.question == nil)
    }

    @Test func renamingReadsTheTextField() async throws {
        let navigator = try makeQuestionsNavigator()
        let thread = InboxThreadViewModel(services: navigator.services)
        navigator.services.resetRoot(thread)
        let asking = Task { await thread.renameTapped() }
        await navigator.settle()
        navigator.report(.answered(try #require(navigator.stack.snapshot.question).id, .button(0, text: "Dinner")))
        await asking.value
        #expect(thread.state == "renamed to Dinner")
    }

    @Test func aDraftAsksBeforeItsSheetGoes() async throws {
        let navigator = try makeQuestionsNavigator()
        navigator.services.resetRoot(InboxThreadViewModel(services: navigator.services))
        let compose = ComposeViewModel(services: navigator.services)
        navigator.services.present(compose, style: .sheet)
        compose.draft = "Hello"
        let sheet = try #require(navigator.stack.snapshot.topController?.id)

        #expect(!navigator.userMayDismiss(sheet))  // the renderer holds the drag
        navigator.userAttemptedToDismiss(sheet)    // and reports the attempt
        await navigator.settle()
        navigator.report(.answered(try #require(navigator.stack.snapshot.question).id, .button(0)))  // Discard
        await navigator.settle()
        #expect(navigator.stack.snapshot.levels.count == 1)
    }

    @Test func cancelAsksItselfFirst() async throws {
        let navigator = try makeQuestionsNavigator()
        navigator.services.resetRoot(InboxThreadViewModel(services: navigator.services))
        let compose = ComposeViewModel(services: navigator.services)
        navigator.services.present(compose)
        compose.draft = "Hello"
        let cancelling = Task { await compose.cancelTapped() }
        await navigator.settle()
        navigator.report(.answered(try #require(navigator.stack.snapshot.question).id, .button(1)))  // Keep writing
        await cancelling.value
        #expect(navigator.stack.snapshot.levels.count == 2)
    }

    @Test func aLinkAsksBeforeSigningOut() async throws {
        let navigator = try makeQuestionsNavigator()
        navigator.services.resetRoot(InboxThreadViewModel(services: navigator.services))
        let router = Router(services: navigator.services)
        let session = SignOutSession()
        try registerSignOut(on: router, session: session)
        #expect(throws: RoutingError.self) {
            try router.open(IncomingLink(url: "app://confirm-sign-out", origin: .otherApp(sourceApplication: nil))).get()
        }
        router.openInternal("app://confirm-sign-out")
        navigator.report(.answered(try #require(navigator.stack.snapshot.question).id, .button(0)))
        await navigator.settle()
        #expect(!session.isSignedIn)
    }
}
