import SampleApp
import Testing
import Wayfinder

/// A question in the terminal: shown under the screen with numbered answers; a number answers
/// it, `d` taps outside a dialog, `w <text>` types into its text field, and only a deep link gets
/// past it.
@Suite("terminal questions")
@MainActor
struct TerminalQuestionTests {
    /// An app on wayfinder's screen, asking whether to delete it.
    private func askingToDelete() async throws -> SampleApp {
        let app = try SampleApp()
        for line in ["1", "5"] { _ = await app.handle(line) }
        return app
    }

    @Test func theQuestionShowsUnderTheScreenWithNumberedAnswers() async throws {
        let app = try await askingToDelete()
        #expect(app.steps == ["ask “Delete wayfinder?”"])
        let question = try #require(app.navigator.stack.snapshot.question)
        #expect(app.frame.question == [
            "? \(question.content.title)", "  This cannot be undone.", "  1. Delete (destructive)", "  2. Cancel",
        ])
        #expect(app.frame.screen.first == "wayfinder")  // the screen stays under it
        // Its actions do not: while the question is shown, the numbers are its answers.
        #expect(!app.frame.screen.contains { $0.contains("Delete repository") })
        #expect(app.frame.plainText.contains("\nViewModel-driven navigation for Swift\n\n? Delete wayfinder?\n"))
        #expect(await app.handle("2") == .frame)
        #expect(app.frame.screen.contains("  5. Delete repository"))
    }

    @Test func aNumberAnswersWithThatButton() async throws {
        let app = try await askingToDelete()
        let id = try #require(app.navigator.stack.snapshot.question?.id)
        #expect(await app.handle("2") == .frame)
        #expect(app.steps.isEmpty)  // the terminal took the question away itself, as UIKit does
        #expect(app.navigator.stack.snapshot.question == nil)
        #expect(app.frame.question.isEmpty)
        #expect(app.log.last == "reported answered(\(id), button 1) · index 1 = 2. Cancel", "numbered from 1, as the panel shows it")
        #expect(app.frame.breadcrumb == "Repositories › wayfinder")

        _ = await app.handle("5")
        _ = await app.handle("1")
        #expect(app.frame.breadcrumb == "Repositories")
        #expect(!app.frame.screen.contains { $0.contains("wayfinder") })
        _ = await app.handle("o sample://repos/wayfinder")
        #expect(app.frame.status.hasSuffix("no repository is named wayfinder — sample://repos/wayfinder"))
    }

    @Test func whileAskedTheScreensUnderItCannotBeReached() async throws {
        let app = try await askingToDelete()
        let before = app.navigator.stack.snapshot
        #expect(await app.handle("b") == .message("Answer the question first (1–2)."))
        #expect(await app.handle("t 2") == .message("Answer the question first (1–2)."))
        #expect(await app.handle("w hello") == .message("Answer the question first (1–2)."))
        #expect(await app.handle("3") == .message("Choose an answer (1–2)."))
        #expect(await app.handle("d") == .message("An alert cannot be tapped away; choose an answer (1–2)."))
        #expect(app.navigator.stack.snapshot == before)
        #expect(app.frame.question.first == "? Delete wayfinder?")
        guard case .message(let snapshot) = await app.handle("s") else {
            Issue.record("s did not answer with a message")
            return
        }
        #expect(snapshot.contains("?1 alert \"Delete wayfinder?\" [Delete (destructive), Cancel (cancel)]"))
    }

    @Test func aDeepLinkTakesTheQuestionAwayAndItAnswersAsCancel() async throws {
        let app = try await askingToDelete()
        #expect(await app.handle("o sample://repos/atlas") == .frame)
        #expect(app.steps.first == "take away the question “Delete wayfinder?”")
        #expect(app.navigator.stack.snapshot.question == nil)
        #expect(app.frame.question.isEmpty)
        #expect(app.frame.breadcrumb == "Repositories › atlas")
        _ = await app.handle("b")
        #expect(app.frame.screen.contains("  1. Open wayfinder"))  // nothing was deleted
    }

    @Test func dOnADialogIsATapOutsideIt() async throws {
        let app = try SampleApp()
        for line in ["1", "4", "w Routes and screens", "d"] { _ = await app.handle(line) }
        let question = try #require(app.navigator.stack.snapshot.question)
        #expect(question.content.style == .confirmationDialog)
        #expect(await app.handle("d") == .frame)
        #expect(app.log.last == "reported answered(\(question.id), dismissed)")
        #expect(app.navigator.stack.snapshot.question == nil)
        #expect(app.frame.breadcrumb == "Repositories › wayfinder ⧉ Edit description (sheet)")
    }

    @Test func aTextFieldTakesWrittenTextAndAnswersWithIt() async throws {
        let app = try SampleApp()
        let services = app.navigator.services
        let answer = Task {
            try await services.askForText(AlertQuestion(
                title: "Rename", textField: QuestionTextField(placeholder: "Name", text: "wayfinder"),
                buttons: [.default("Rename", true), .cancel("Cancel")]))
        }
        _ = await app.handle("s")
        #expect(app.frame.question.contains("  Text: “wayfinder” (w <text> changes it)"))
        #expect(await app.handle("w compass") == .frame)
        #expect(app.frame.question.contains("  Text: “compass” (w <text> changes it)"))
        #expect(await app.handle("d") == .message("An alert cannot be tapped away; choose an answer (1–2)."))
        _ = await app.handle("1")
        let reply = try await answer.value
        #expect(reply.answer == true && reply.text == "compass")
    }

    @Test func anEmptyOrSecureFieldShowsNoText() async throws {
        let app = try SampleApp()
        let services = app.navigator.services
        let answer = Task {
            try await services.askForText(AlertQuestion(
                title: "Password", textField: QuestionTextField(placeholder: "Password", isSecure: true),
                buttons: [.default("Sign in", true)]))
        }
        _ = await app.handle("s")
        #expect(app.frame.question.contains("  Text: (Password) (w <text> changes it)"))
        _ = await app.handle("w hunter2")
        #expect(app.frame.question.contains("  Text: “•••••••” (w <text> changes it)"))
        #expect(await app.handle("2") == .message("Choose an answer (1)."))
        _ = await app.handle("1")
        let reply = try await answer.value
        #expect(reply.answer == true && reply.text == "hunter2")
    }
}
