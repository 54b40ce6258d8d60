import Testing
import Wayfinder

/// A conformer other than the navigator's, as an app writes one: a test double that implements
/// the one requirement and records the commands it receives. Every verb reaches it.
@MainActor
private final class SpyServices: NavigationServices {
    var sent: [String] = []

    func send(_ command: NavigationCommand) -> Result<NavigationOutcome, NavigationError> {
        sent.append(command.description)
        return .success(.queued)
    }
}

@Suite("NavigationServices")
@MainActor
struct NavigationServicesTests {
    @Test func everyVerbSendsItsCommandWithItsDefaults() {
        let spy = SpyServices()
        let services: any NavigationServices = spy
        services.push(HomeViewModel())
        services.pop()
        services.popToRoot(animated: false)
        services.present(HomeViewModel())
        services.present(HomeViewModel(), animated: false)
        services.present(HomeViewModel(), style: .fullScreen)
        services.dismiss()
        services.dismiss(animated: false)
        services.resetRoot(HomeViewModel())
        services.resetStack([HomeViewModel(), DetailViewModel()])
        services.popTo(HomeViewModel())
        services.resetScreens([HomeViewModel()])
        services.showInTab(1, [HomeViewModel()])
        services.showInColumn(.detail, [DetailViewModel()], animated: false)
        services.push(DetailViewModel(), in: .supplementary)
        services.selectTab(2)
        services.close(HomeViewModel())
        services.restore(StackLayout(levels: [.stack([HomeViewModel()])]))
        #expect(spy.sent == [
            "push(HomeViewModel)", "pop", "popToRoot(animated: false)",
            "present(HomeViewModel)", "present(HomeViewModel, animated: false)",
            "present(HomeViewModel, style: fullScreen)",
            "dismiss", "dismiss(animated: false)",
            "resetRoot(HomeViewModel)", "resetStack([HomeViewModel, DetailViewModel])",
            "popTo(HomeViewModel)", "resetScreens([HomeViewModel])", "showInTab(1, [HomeViewModel])",
            "showInColumn(detail, [DetailViewModel], animated: false)",
            "pushInColumn(DetailViewModel, in: supplementary)", "selectTab(2)", "close(HomeViewModel)",
            "restore([HomeViewModel])",
        ])
    }

    @Test func aDoubleWaitsForNothing() async {
        let spy = SpyServices()
        let result = await spy.sendAndWait(.push(HomeViewModel()))
        #expect(result == .success(.queued))
        #expect(spy.sent == ["push(HomeViewModel)"])
    }

    /// What a question's handler heard (it is `@Sendable`).
    private final class Endings: @unchecked Sendable {
        var errors: [NavigationError] = []
        func append(_ ending: Result<QuestionEnding, NavigationError>) {
            if case .failure(let error) = ending { errors.append(error) }
        }
    }

    @Test func aQuestionADoubleRefusesHearsTheError() {
        final class Refusing: NavigationServices {
            func send(_ command: NavigationCommand) -> Result<NavigationOutcome, NavigationError> { .failure(.noRoot) }
        }
        let endings = Endings()
        let question = AskedQuestion(QuestionContent(style: .alert, title: "Delete?", buttons: [])) { endings.append($0) }
        #expect(Refusing().ask(question) == .failure(.noRoot))
        #expect(endings.errors == [.noRoot])
    }
}
