import Testing
import Wayfinder

/// Which of the user's reports end the question shown: an answer, and a report that takes screens
/// away (the user left); a report that touches no screen leaves it shown, as the toolkits keep an
/// alert on screen while the window is resized.
@Suite("Questions and the user's reports")
@MainActor
struct QuestionReportTests {
    private static let deleteAlert = AlertQuestion<DeleteChoice>(
        title: "Delete this book?", buttons: [.destructive("Delete", .delete), .cancel("Cancel")])

    private func ask(_ navigator: Navigator, into answers: Answers<DeleteChoice>) async {
        answers.ask(navigator.services) { services throws(NavigationError) in try await services.ask(Self.deleteAlert) }
        await navigator.settle()
    }

    @Test func anAlertOverASplitSurvivesACollapseAndAnExpansionThenIsAnswered() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(ReaderSplitViewModel())
        navigator.services.push(DetailViewModel(), in: .detail)
        let answers = Answers<DeleteChoice>()
        await ask(navigator, into: answers)
        let question = try #require(navigator.stack.snapshot.question)

        #expect(navigator.report(.resizedSplit(collapsed: true)).isSuccess)
        await navigator.settle()
        #expect(navigator.stack.snapshot.topLevel?.split?.isCollapsed == true)
        #expect(navigator.stack.snapshot.question == question)
        #expect(navigator.report(.resizedSplit(collapsed: false)).isSuccess)
        await navigator.settle()
        #expect(navigator.stack.snapshot.topLevel?.split?.isCollapsed == false)
        #expect(navigator.stack.snapshot.question == question)
        #expect(answers.received.isEmpty)

        #expect(navigator.report(.answered(question.id, .button(0))).isSuccess)
        await navigator.settle()
        #expect(answers.received == [.success(.delete)])
        #expect(navigator.stack.snapshot.question == nil)
    }

    @Test func aTabTappedUnderAQuestionLeavesIt() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(TabsViewModel([HomeViewModel(), ListViewModel()]))
        let answers = Answers<DeleteChoice>()
        await ask(navigator, into: answers)
        let question = try #require(navigator.stack.snapshot.question)

        #expect(navigator.report(.selectedTab(1)).isSuccess)
        await navigator.settle()
        #expect(navigator.stack.snapshot.question == question)
        #expect(answers.received.isEmpty)
    }

    @Test func aBackSwipeUnderAQuestionTakesItAwayAsItsCancelButton() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetStack([HomeViewModel(), DetailViewModel()])
        let answers = Answers<DeleteChoice>()
        await ask(navigator, into: answers)
        let home = try #require(navigator.stack.snapshot.topController?.screens.first?.id)

        #expect(navigator.report(.popped(to: home)).isSuccess)
        await navigator.settle()
        #expect(navigator.stack.snapshot.question == nil)
        #expect(answers.received == [.success(nil)])
    }
}
