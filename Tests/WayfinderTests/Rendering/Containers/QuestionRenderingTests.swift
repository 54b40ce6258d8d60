import Testing
import Wayfinder
import WayfinderTesting

private typealias Harness = RendererHarness

@Suite("questions and guarded gestures on a simulated UIKit")
@MainActor
struct QuestionRenderingTests {
    private static let delete = AlertQuestion<DeleteChoice>(
        title: "Delete?", buttons: [.destructive("Delete", .delete), .cancel("Cancel")])

    private func ask<Answer: Equatable & Sendable>(
        _ harness: Harness, _ question: DialogQuestion<Answer>, into answers: Answers<Answer>
    ) async {
        answers.ask(harness.services) { services throws(NavigationError) in try await services.ask(question) }
        await harness.test.settle()
    }

    @Test func aQuestionIsPresentedOverTheTopLevelAndTheUsersAnswerReportedOnce() async throws {
        let harness = try Harness()
        harness.finishAnimations()
        let answers = Answers<DeleteChoice>()
        let services = harness.services
        Task { @MainActor in answers.append(.success(try? await services.ask(Self.delete))) }
        await harness.test.settle()
        harness.finishAnimations()
        #expect(harness.uikit.shown.last?.question == QuestionID(rawValue: 1))
        #expect(harness.renderer.shownQuestion == QuestionID(rawValue: 1))

        harness.uikit.tapAlertButton(0)
        #expect(harness.reports.isEmpty)  // UIKit calls the handler once the alert is gone
        harness.finishAnimations()
        await harness.test.settle()
        #expect(harness.reports == ["answered(?1, button 0)"])
        #expect(answers.received == [.success(.delete)])
        #expect(harness.uikit.shown.last?.question == nil)
        #expect(harness.uikit.misuses.isEmpty)
    }

    /// A tap outside a dialog: UIKit calls the cancel action's handler, or without one only the
    /// popover's delegate; either way the cancel button's answer.
    @Test(arguments: [
        ([QuestionButton<Bool>.destructive("Sign out", true), .cancel("Stay", false)], false, "answered(?1, button 1)"),
        ([QuestionButton<Bool>.default("Share", true)], nil, "answered(?1, dismissed)"),
    ])
    func aDialogTappedAwayAnswersAsItsCancelButton(_ buttons: [QuestionButton<Bool>], _ answer: Bool?, _ report: String) async throws {
        let harness = try Harness()
        harness.finishAnimations()
        let answers = Answers<Bool>()
        await ask(harness, DialogQuestion(title: "Sign out?", buttons: buttons), into: answers)
        harness.finishAnimations()
        harness.uikit.tapOutsideDialog()
        harness.finishAnimations()
        await harness.test.settle()
        #expect(answers.received == [.success(answer)])
        #expect(harness.reports == [report])
    }

    @Test func aCommandTakesTheQuestionAwayFirstThenPresents() async throws {
        let harness = try Harness()
        harness.finishAnimations()
        let answers = Answers<Bool>()
        await ask(harness, DialogQuestion(title: "Sign out?", buttons: [.destructive("Sign out", true), .cancel("Stay")]), into: answers)
        harness.finishAnimations()
        harness.services.present(LoginViewModel())
        harness.finishAnimations()
        await harness.test.settle()
        #expect(answers.received == [.success(nil)])
        #expect(harness.screens == [[1], [2]])
        #expect(harness.uikit.shown.allSatisfy { $0.question == nil })
        #expect(harness.uikit.misuses.isEmpty)
        #expect(harness.reports.isEmpty)
    }

    @Test func aQuestionAskedDuringATransitionWaitsItsTurn() async throws {
        let harness = try Harness()
        harness.finishAnimations()
        harness.services.push(DetailViewModel())
        let answers = Answers<Bool>()
        await ask(harness, DialogQuestion(title: "Sign out?", buttons: [.destructive("Sign out", true), .cancel("Stay")]), into: answers)
        #expect(harness.uikit.animations.map(\.name) == ["set nav#1"])
        harness.finishAnimations()
        #expect(harness.uikit.shown.last?.question == QuestionID(rawValue: 1))
        #expect(harness.uikit.misuses.isEmpty)
    }

    @Test func anActionSheetPointsAtTheScreenAskedOver() async throws {
        let harness = try Harness()
        harness.finishAnimations()
        await ask(harness, DialogQuestion(title: "Sign out?", buttons: [.cancel("Stay", false)]), into: Answers())
        harness.finishAnimations()
        // The simulated UIKit records an action sheet presented without a popover anchor.
        #expect(harness.uikit.misuses.isEmpty)
        #expect(harness.uikit.shown.last?.question != nil)
    }

    @Test func aGuardedSheetHoldsTheDragAndItsViewModelDecides() async throws {
        let harness = try Harness()
        harness.finishAnimations()
        let editor = EditViewModel(services: harness.services)
        harness.services.present(editor, style: .sheet)
        harness.finishAnimations()
        editor.text = "draft"

        harness.uikit.beginDragDown()
        #expect(harness.uikit.gesture == nil)  // held back: the sheet stays
        #expect(harness.uikit.heldBackGestures == ["attempt dismiss nav#2"])
        await harness.test.settle()
        harness.finishAnimations()
        #expect(harness.uikit.shown.last?.question != nil)

        harness.uikit.tapOutsideDialog()  // "Keep editing"
        harness.finishAnimations()
        await harness.test.settle()
        harness.finishAnimations()
        #expect(harness.screens == [[1], [2]])

        harness.uikit.beginDragDown()
        await harness.test.settle()
        harness.finishAnimations()
        harness.uikit.tapAlertButton(0)  // "Discard"
        harness.finishAnimations()
        await harness.test.settle()
        harness.finishAnimations()
        #expect(harness.screens == [[1]])
        #expect(harness.reports == ["answered(?1, button 1)", "answered(?2, button 0)"])
        #expect(harness.uikit.completedGestures.filter { $0.hasPrefix("dismiss") }.isEmpty)
        #expect(harness.uikit.misuses.isEmpty)
    }

    @Test func aCommandWhileAnAnsweredAlertGoesWaitsForItAndWins() async throws {
        let harness = try Harness()
        harness.finishAnimations()
        let answers = Answers<DeleteChoice>()
        answers.ask(harness.services) { services throws(NavigationError) in try await services.ask(Self.delete) }
        await harness.test.settle()
        harness.finishAnimations()
        harness.uikit.tapAlertButton(0)  // the alert animates away; UIKit calls its handler after
        harness.services.present(LoginViewModel())  // takes the question away first
        #expect(harness.uikit.misuses.isEmpty)
        harness.finishAnimations()
        await harness.test.settle()
        harness.finishAnimations()
        #expect(harness.screens == [[1], [2]])
        #expect(answers.received == [.success(nil)])  // the command came first: the cancel answer
        #expect(harness.reports.isEmpty)
        #expect(harness.uikit.misuses.isEmpty)
    }

    @Test func theAppsOwnScreenAboveAGuardedFlowIsTheAppsToPop() async throws {
        let navigation = SimulatedUIKit.appNavigationController("app nav", screens: ["Home"])
        let uikit = SimulatedUIKit()
        uikit.showAppRoot(navigation)
        let harness = try Harness(root: nil, placement: .navigationContainer(navigation), uikit: uikit)
        harness.services.resetRoot(HomeViewModel())
        harness.finishAnimations()
        let refusing = RefusingViewModel()
        harness.services.push(refusing)
        harness.finishAnimations()
        uikit.appPushes("Help", on: navigation)  // the app's own screen above the flow's guarded one
        #expect(harness.renderer.userMayPop(in: navigation))
        harness.renderer.popWasAttempted(in: navigation)
        await harness.test.settle()
        #expect(uikit.heldBackGestures.isEmpty)
        #expect(harness.test.stack.snapshot.topScreen?.viewModelTypeName == "RefusingViewModel")
    }

    @Test func theRenderersScreensAboveTheRootGetABackButtonThatAsks() async throws {
        let navigation = SimulatedUIKit.appNavigationController("app nav", screens: ["Home"])
        let uikit = SimulatedUIKit()
        uikit.showAppRoot(navigation)
        let harness = try Harness(root: nil, placement: .navigationContainer(navigation), uikit: uikit)
        harness.services.resetRoot(HomeViewModel())
        harness.services.push(RefusingViewModel())
        harness.finishAnimations()
        let children = navigation.children  // Home (the app's), #1, #2
        #expect(!harness.renderer.backButtonAsks(children[0], in: navigation))  // the app's own
        #expect(harness.renderer.backButtonAsks(children[1], in: navigation))
        #expect(harness.renderer.backButtonAsks(children[2], in: navigation))
        let window = try Harness()
        window.finishAnimations()
        let root = try #require(window.uikit.visibleNavigationController)
        #expect(!window.renderer.backButtonAsks(root.children[0], in: root))  // a root screen: no back button
        #expect(!harness.renderer.userStartsGoingBack(in: navigation))
        await harness.test.settle()
        #expect(harness.test.stack.snapshot.topScreen?.viewModelTypeName == "RefusingViewModel")
    }

    @Test func aGuardedScreenHoldsTheBackSwipe() async throws {
        let harness = try Harness()
        harness.finishAnimations()
        let refusing = RefusingViewModel()
        harness.services.push(refusing)
        harness.finishAnimations()
        harness.uikit.beginBackSwipe()
        harness.uikit.tapBack()
        await harness.test.settle()
        #expect(harness.uikit.gesture == nil)
        #expect(harness.uikit.heldBackGestures == ["attempt pop nav#1", "attempt pop nav#1"])
        #expect(harness.screens == [[1, 2]])
        refusing.hasUnsavedWork = false
        harness.uikit.tapBack()
        harness.finishAnimations()
        #expect(harness.reports == ["popped(to: #1)"])
    }
}
