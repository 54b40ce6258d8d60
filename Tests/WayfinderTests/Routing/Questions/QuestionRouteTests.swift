import Testing
import Foundation
import Wayfinder
import WayfinderTesting

@Suite("A route that asks")
@MainActor
struct QuestionRouteTests {
    private func makeRouter(_ navigator: Navigator, answers: Answers<Bool>) throws -> Router {
        let router = Router(services: navigator.services)
        try router.register("app://confirm-logout", shows: []) { _ in
            .ask(AlertQuestion(title: "Sign out?", buttons: [.destructive("Sign out", true), .cancel("Cancel")])) { answer in
                answers.append(.success(answer))
            }
        }
        return router
    }

    @Test func aDeepLinkAsksAndItsHandlerHearsTheAnswer() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let answers = Answers<Bool>()
        let router = try makeRouter(navigator, answers: answers)
        let outcome = router.openInternal("app://confirm-logout")
        #expect((try? outcome.get())?.change?.after.question?.content.title == "Sign out?")
        navigator.report(.answered(try #require(navigator.stack.snapshot.question).id, .button(0)))
        await navigator.settle()
        #expect(answers.received == [.success(true)])
    }

    @Test func aLinkThatAsksIsNoValue() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let router = try makeRouter(navigator, answers: Answers())
        #expect(throws: RoutingError.unexpectedValue(expected: "Int", found: "a question")) {
            try router.value(for: IncomingLink(url: "app://confirm-logout", origin: .app), as: Int.self).get()
        }
        #expect(navigator.stack.snapshot.question == nil)
    }

    @Test func aQuestionIsNotSavedAndARestorationTakesItAway() async throws {
        let test = TestNavigator()  // any view model gets a screen
        let navigator = test.navigator
        let router = try makeRouter(navigator, answers: Answers())
        try router.register("app://home") { _ in .navigate(.resetRoot(HomeViewModel())) }
        navigator.services.resetRoot(RestorableHome())
        let answers = Answers<Bool>()
        let asking = try makeRouter(navigator, answers: answers)
        asking.openInternal("app://confirm-logout")

        let capture = navigator.stack.restorationState()
        #expect(capture.issues == [.questionNotSaved(title: "Sign out?")])
        #expect(try capture.state == .screens(["app://home"]))

        let report = router.restore(capture.state, origin: .app)
        #expect(report.issues.isEmpty)
        await navigator.settle()
        #expect(navigator.stack.snapshot.question == nil)
        #expect(answers.received == [.success(nil)])  // taken away: the cancel button's answer
    }

    @Test func aSavedLinkThatAsksRestoresNothing() throws {
        let navigator = try makeNavigator()
        let router = try makeRouter(navigator, answers: Answers())
        let state = try RestorationState.screens(["app://confirm-logout"])
        let report = router.restore(state, origin: .app)
        #expect(report.issues.contains(.notAScreen(url: "app://confirm-logout", found: "a question")))
        #expect(navigator.stack.snapshot.question == nil)
    }
}

/// A home screen saved as `app://home`.
private final class RestorableHome: Restorable {
    var restorationURL: URL? { URL(string: "app://home") }
}
