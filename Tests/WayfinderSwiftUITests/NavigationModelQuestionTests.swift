import Testing
import Wayfinder
import WayfinderSwiftUI
import WayfinderTesting

private final class HomeViewModel: ViewModel {}

/// A sheet that holds a draft until it is empty.
private final class DraftViewModel: LeaveGuarding {
    var draft = "Hello"
    var hasUnsavedWork: Bool { !draft.isEmpty }
}

private enum Choice: Equatable, Sendable { case delete }

// The time limit catches a hang, not slowness: a busy machine may take minutes.
@Suite("SwiftUI navigation model: questions and guarded screens", .timeLimit(.minutes(10)))
@MainActor
struct NavigationModelQuestionTests {
    private func make() throws -> (TestNavigator, NavigationModel) {
        let test = TestNavigator()
        test.services.resetRoot(HomeViewModel())
        return (test, try NavigationModel(navigator: test.navigator, animationDuration: .zero))
    }

    private func ask(_ test: TestNavigator, dialog: Bool = false) async -> () -> Choice?? {
        var answer: Choice??
        let services = test.services
        Task { @MainActor in
            answer = dialog
                ? try? await services.ask(DialogQuestion<Choice>(title: "Delete?", buttons: [.destructive("Delete", .delete), .cancel("Cancel")]))
                : try? await services.ask(AlertQuestion<Choice>(title: "Delete?", buttons: [.destructive("Delete", .delete), .cancel("Cancel")]))
        }
        await test.settle()
        return { answer }
    }

    @Test func aQuestionIsANodeOverItsLevelAndAButtonAnswersIt() async throws {
        let (test, model) = try make()
        let answer = await ask(test)
        let root = try #require(model.root)
        let question = try #require(root.question)
        #expect(question.questionSnapshot?.content.title == "Delete?")
        model.userDidAnswer(question, with: 0)
        #expect(root.question == nil)
        await test.settle()
        #expect(answer() == .some(.delete))
        #expect(test.stack.snapshot.question == nil)
    }

    @Test func aDialogDismissedBySwiftUIAnswersAsCancelUnlessAButtonCameFirst() async throws {
        let (test, model) = try make()
        let first = await ask(test, dialog: true)
        let root = try #require(model.root)
        let dialog = try #require(root.question)
        model.userDidDismissQuestion(dialog)  // SwiftUI wrote `false` before the action ran
        model.userDidAnswer(dialog, with: 0)  // the action
        await test.settle()
        #expect(first() == .some(.delete))

        let second = await ask(test, dialog: true)
        model.userDidDismissQuestion(try #require(root.question))  // a tap outside
        await Task.yield()  // reported a turn later (no animation time here)
        await test.settle()
        #expect(second() == .some(nil))
        #expect(test.recorder.lines.filter { $0.hasPrefix("reported answered") } == [
            "reported answered(?1, button 0)", "reported answered(?2, dismissed)",
        ])
    }

    @Test func aReplacedQuestionShowsTheNextOnce() async throws {
        let (test, model) = try make()
        _ = await ask(test)
        _ = await ask(test)
        let root = try #require(model.root)
        #expect(root.question?.questionSnapshot?.id == QuestionID(rawValue: 2))
    }

    @Test func aSheetWithADraftMayNotBeDraggedAwayAndItsAttemptIsHeard() async throws {
        let (test, model) = try make()
        let draft = DraftViewModel()
        test.services.present(draft, style: .sheet)
        let sheet = try #require(model.root?.presented)
        #expect(!model.userMayDismiss(sheet))
        model.userAttemptedToDismiss(sheet)
        await test.settle()
        #expect(test.stack.snapshot.levels.count == 2)  // the default refuses
        draft.draft = ""
        #expect(model.userMayDismiss(sheet))
    }

    @Test func aGuardedTopScreenMayNotBePopped() async throws {
        let (test, model) = try make()
        let draft = DraftViewModel()
        test.services.push(draft)
        let stack = try #require(model.root)
        #expect(!model.userMayPop(in: stack))
        model.userAttemptedToPop(in: stack)
        await test.settle()
        #expect(test.stack.snapshot.topScreen?.viewModelTypeName == "DraftViewModel")
        draft.draft = ""
        #expect(model.userMayPop(in: stack))
    }
}
