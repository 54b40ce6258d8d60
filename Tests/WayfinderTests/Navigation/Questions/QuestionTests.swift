import Testing
import Wayfinder

/// What a view model's delete confirmation answers.
enum DeleteChoice: Equatable, Sendable { case delete, archive }

@Suite("Questions")
@MainActor
struct QuestionTests {
    private static let deleteAlert = AlertQuestion<DeleteChoice>(
        title: "Delete wayfinder?", message: "This cannot be undone.",
        buttons: [.destructive("Delete", .delete), .default("Archive", .archive), .cancel("Cancel")])

    /// Asks in a task of its own, as a view model does, and lets it reach the question.
    private func ask<Answer: Equatable & Sendable>(
        _ navigator: Navigator, _ question: AlertQuestion<Answer>, into answers: Answers<Answer>
    ) async {
        answers.ask(navigator.services) { services throws(NavigationError) in try await services.ask(question) }
        await navigator.settle()
    }

    @Test func aQuestionSitsOverTheTopLevelUntilTheUserAnswers() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let answers = Answers<DeleteChoice>()
        await ask(navigator, Self.deleteAlert, into: answers)

        let question = try #require(navigator.stack.snapshot.question)
        #expect(question.content == Self.deleteAlert.content)
        #expect(question.id == QuestionID(rawValue: 1))
        #expect(navigator.stack.snapshot.description.hasSuffix("\n  \(question)"))  // over the top level
        #expect(answers.received.isEmpty)

        navigator.report(.answered(question.id, .button(0)))
        await navigator.settle()
        #expect(answers.received == [.success(.delete)])
        #expect(navigator.stack.snapshot.question == nil)
        #expect(navigator.stack.snapshot.names == [["HomeViewModel"]])
    }

    @Test func theCancelButtonAndTheSystemsDismissalAnswerTheCancelValue() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let withoutValue = Answers<DeleteChoice>()
        await ask(navigator, Self.deleteAlert, into: withoutValue)
        navigator.report(.answered(try #require(navigator.stack.snapshot.question).id, .button(2)))
        await navigator.settle()
        #expect(withoutValue.received == [.success(nil)])

        let keepEditing = AlertQuestion<Bool>(title: "Discard?", buttons: [.destructive("Discard", true), .cancel("Keep", false)])
        let withValue = Answers<Bool>()
        await ask(navigator, keepEditing, into: withValue)
        navigator.report(.answered(try #require(navigator.stack.snapshot.question).id, .dismissed))
        await navigator.settle()
        #expect(withValue.received == [.success(false)])
    }

    @Test func aConfirmationDialogAnswersAsTheAlertDoes() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let services = navigator.services
        var answer: DeleteChoice?
        Task { @MainActor in
            answer = try await services.ask(DialogQuestion(
                title: "Repository", buttons: [.destructive("Delete", DeleteChoice.delete), .cancel("Cancel")]))
        }
        await navigator.settle()
        let question = try #require(navigator.stack.snapshot.question)
        #expect(question.content.style == .confirmationDialog)
        navigator.report(.answered(question.id, .button(0)))
        await navigator.settle()
        #expect(answer == .delete)
    }

    @Test func anAlertWithATextFieldReturnsWhatWasTyped() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let services = navigator.services
        var reply: TextAnswer<Bool>?
        Task { @MainActor in
            reply = try await services.askForText(AlertQuestion(
                title: "Rename", textField: QuestionTextField(placeholder: "Name", text: "wayfinder"),
                buttons: [.default("Rename", true), .cancel("Cancel")]))
        }
        await navigator.settle()
        let question = try #require(navigator.stack.snapshot.question)
        #expect(question.content.textField?.text == "wayfinder")
        navigator.report(.answered(question.id, .button(0, text: "pathfinder")))
        await navigator.settle()
        #expect(reply == TextAnswer(answer: true, text: "pathfinder"))
    }

    @Test func anyOtherCommandTakesTheQuestionAwayAndItAnswersAsCancel() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let answers = Answers<DeleteChoice>()
        await ask(navigator, Self.deleteAlert, into: answers)
        var change: NavigationChange?
        let subscription = navigator.bus.subscribe { event in
            if case .didPerform(_, let performed) = event { change = performed }
        }
        navigator.services.push(ListViewModel())
        await navigator.settle()
        #expect(answers.received == [.success(nil)])
        #expect(navigator.stack.snapshot.question == nil)
        #expect(change?.before.question != nil)
        #expect(change?.after.question == nil)
        #expect(navigator.stack.snapshot.names == [["HomeViewModel", "ListViewModel"]])
        _ = subscription
    }

    @Test func aFailedCommandLeavesTheQuestionShown() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let answers = Answers<DeleteChoice>()
        await ask(navigator, Self.deleteAlert, into: answers)
        let before = navigator.stack.snapshot
        #expect(navigator.services.pop() == .failure(.cannotPopRoot))
        await navigator.settle()
        #expect(navigator.stack.snapshot == before)
        #expect(answers.received.isEmpty)
    }

    @Test func aNewQuestionReplacesTheOneShown() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let first = Answers<DeleteChoice>()
        let second = Answers<DeleteChoice>()
        await ask(navigator, Self.deleteAlert, into: first)
        await ask(navigator, Self.deleteAlert, into: second)
        #expect(first.received == [.success(nil)])
        #expect(navigator.stack.snapshot.question?.id == QuestionID(rawValue: 2))
        navigator.report(.answered(QuestionID(rawValue: 2), .button(1)))
        await navigator.settle()
        #expect(second.received == [.success(.archive)])
    }

    @Test func dismissingTheLevelUnderAQuestionAnswersIt() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.present(LoginViewModel())
        let answers = Answers<DeleteChoice>()
        await ask(navigator, Self.deleteAlert, into: answers)
        #expect(navigator.stack.snapshot.levels.count == 2 && navigator.stack.snapshot.question != nil)
        let controller = try #require(navigator.stack.snapshot.topController?.id)
        navigator.report(.dismissed(controller))
        await navigator.settle()
        #expect(answers.received == [.success(nil)])
        #expect(navigator.stack.snapshot.question == nil && !navigator.stack.snapshot.description.contains("?1"))
    }

    @Test func releasingTheNavigatorAnswersTheQuestion() async throws {
        var navigator: Navigator? = try makeNavigator()
        navigator?.services.resetRoot(HomeViewModel())
        var ending: Result<QuestionEnding, NavigationError>?
        navigator?.services.ask(AskedQuestion(Self.deleteAlert.content) { result in
            MainActor.assumeIsolated { ending = result }
        })
        #expect(ending == nil)
        navigator = nil
        #expect(ending == .success(.released))
    }

    @Test func releasingTheNavigatorAnswersEvenWhenAnObserverKeptTheQuestion() async throws {
        var navigator: Navigator? = try makeNavigator()
        navigator?.services.resetRoot(HomeViewModel())
        var kept: [NavigationEvent] = []
        let subscription = navigator?.bus.subscribe { kept.append($0) }
        var ending: Result<QuestionEnding, NavigationError>?
        navigator?.services.ask(AskedQuestion(Self.deleteAlert.content) { result in
            MainActor.assumeIsolated { ending = result }
        })
        navigator = nil
        #expect(ending == .success(.released))
        #expect(kept.contains { if case .didPerform(.ask, _) = $0 { true } else { false } })
        _ = subscription
    }

    @Test func everyWayOutEndsTheQuestionOnce() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        var endings: [Result<QuestionEnding, NavigationError>] = []
        let question = AskedQuestion(Self.deleteAlert.content) { result in
            MainActor.assumeIsolated { endings.append(result) }
        }
        navigator.services.ask(question)
        let id = try #require(question.id)
        navigator.report(.answered(id, .button(1, text: nil)))
        #expect(navigator.report(.answered(id, .button(0))) == .failure(.questionNotShown))
        navigator.services.push(ListViewModel())
        question.end(.success(.removed))
        #expect(endings == [.success(.replied(.button(1)))])
        #expect(question.hasEnded)
    }

    @Test(arguments: [
        (AlertQuestion<DeleteChoice>(title: "Delete?", buttons: []), QuestionProblem.noButtons),
        (AlertQuestion(title: "Delete?", buttons: [.cancel("No"), .cancel("Cancel")]), .multipleCancelButtons),
        (AlertQuestion(title: "", buttons: [.destructive("Delete", .delete)]), .emptyTitle(button: nil)),
        (AlertQuestion(title: "Delete?", buttons: [.destructive("", .delete)]), .emptyTitle(button: 0)),
        (AlertQuestion(title: "Delete?", buttons: [.destructive("Delete", .delete), .default("Erase", .delete)]),
         .duplicateAnswer("delete")),
    ])
    func aQuestionThatCannotBeShownFailsAndShowsNothing(_ alert: AlertQuestion<DeleteChoice>, _ problem: QuestionProblem) async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let before = navigator.stack.snapshot
        await #expect(throws: NavigationError.invalidQuestion(problem)) {
            _ = try await navigator.services.ask(alert)
        }
        #expect(navigator.stack.snapshot == before)
    }

    @Test func aTextFieldInADialogIsRefusedWithWhatToDoInstead() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        var failures: [NavigationError] = []
        let subscription = navigator.bus.subscribe { event in
            if case .failed(_, let error) = event { failures.append(error) }
        }
        let content = QuestionContent(
            style: .confirmationDialog, title: "Rename", buttons: [.init(title: "OK", role: .default)],
            textField: QuestionTextField())
        var ending: Result<QuestionEnding, NavigationError>?
        let result = navigator.services.ask(AskedQuestion(content) { result in MainActor.assumeIsolated { ending = result } })
        #expect(result == .failure(.invalidQuestion(.textFieldInDialog)))
        #expect(ending == .failure(.invalidQuestion(.textFieldInDialog)))
        #expect(failures == [.invalidQuestion(.textFieldInDialog)])
        #expect(NavigationError.invalidQuestion(.textFieldInDialog).description.contains("use an alert"))
        _ = subscription
    }

    @Test func anAnswerToAQuestionNoLongerShownChangesNothing() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let answers = Answers<DeleteChoice>()
        await ask(navigator, Self.deleteAlert, into: answers)
        let before = navigator.stack.snapshot
        #expect(navigator.report(.answered(QuestionID(rawValue: 9), .button(0))) == .failure(.questionNotShown))
        #expect(navigator.report(.answered(QuestionID(rawValue: 1), .button(3))) == .failure(.buttonOutOfRange(index: 3, count: 3)))
        #expect(navigator.stack.snapshot == before)
        #expect(answers.received.isEmpty)
    }

    @Test func askingOnAnEmptyStackOrTwiceFails() async throws {
        let navigator = try makeNavigator()
        await #expect(throws: NavigationError.noRoot) { _ = try await navigator.services.ask(Self.deleteAlert) }
        navigator.services.resetRoot(HomeViewModel())
        var endings = 0
        let question = AskedQuestion(Self.deleteAlert.content) { _ in MainActor.assumeIsolated { endings += 1 } }
        navigator.services.ask(question)
        #expect(navigator.services.ask(question) == .failure(.questionAlreadyAsked))
        #expect(endings == 0)
        #expect(navigator.stack.snapshot.question?.id == question.id)
    }

    @Test func anInterceptorSeesTheQuestionAndCanCancelIt() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        var seen: [String] = []
        let interceptor = navigator.bus.addInterceptor { command in
            seen.append(command.description)
            return .cancel
        }
        await #expect(throws: NavigationError.cancelled) { _ = try await navigator.services.ask(Self.deleteAlert) }
        #expect(seen == [#"ask(alert "Delete wayfinder?" [Delete (destructive), Archive, Cancel (cancel)])"#])
        _ = interceptor
    }

    @Test func theSnapshotPrintsTheQuestion() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        await ask(navigator, Self.deleteAlert, into: Answers())
        #expect(navigator.stack.snapshot.description == """
            root · nav#1
              #1 HomeViewModel
              ?1 alert "Delete wayfinder?" [Delete (destructive), Archive, Cancel (cancel)]
            """)
    }
}
