import Testing
import Wayfinder

/// A conformer other than the navigator's: a test double that records the calls it receives.
/// It must implement every requirement; the extension's shorter overloads reach them.
@MainActor
private final class SpyServices: NavigationServices {
    var calls: [String] = []

    func push(_ viewModel: any ViewModel, animated: Bool) -> Result<NavigationOutcome, NavigationError> {
        record("push animated: \(animated)")
    }
    func pop(animated: Bool) -> Result<NavigationOutcome, NavigationError> { record("pop animated: \(animated)") }
    func popToRoot(animated: Bool) -> Result<NavigationOutcome, NavigationError> {
        record("popToRoot animated: \(animated)")
    }
    func present(
        _ viewModel: any ViewModel, style: PresentationStyle, animated: Bool,
        completion: (@MainActor (Result<NavigationChange, NavigationError>) -> Void)?
    ) -> Result<NavigationOutcome, NavigationError> {
        completion?(.failure(.cancelled))
        return record("present \(style) animated: \(animated) completion: \(completion != nil)")
    }
    func dismiss(
        animated: Bool, completion: (@MainActor (Result<NavigationChange, NavigationError>) -> Void)?
    ) -> Result<NavigationOutcome, NavigationError> {
        completion?(.failure(.cancelled))
        return record("dismiss animated: \(animated) completion: \(completion != nil)")
    }
    func resetRoot(_ viewModel: any ViewModel) -> Result<NavigationOutcome, NavigationError> { record("resetRoot") }
    func resetStack(_ viewModels: [any ViewModel]) -> Result<NavigationOutcome, NavigationError> {
        record("resetStack")
    }
    func popTo(_ viewModel: any ViewModel, animated: Bool) -> Result<NavigationOutcome, NavigationError> {
        record("popTo animated: \(animated)")
    }
    func setStack(_ viewModels: [any ViewModel], animated: Bool) -> Result<NavigationOutcome, NavigationError> {
        record("setStack animated: \(animated)")
    }
    func selectTab(_ index: Int) -> Result<NavigationOutcome, NavigationError> { record("selectTab \(index)") }
    func showInTab(_ index: Int, _ viewModels: [any ViewModel], animated: Bool) -> Result<NavigationOutcome, NavigationError> {
        record("showInTab \(index) animated: \(animated)")
    }
    func showInColumn(_ column: SplitColumn, _ viewModels: [any ViewModel], animated: Bool) -> Result<NavigationOutcome, NavigationError> {
        record("showInColumn \(column) animated: \(animated)")
    }
    func push(_ viewModel: any ViewModel, in column: SplitColumn, animated: Bool) -> Result<NavigationOutcome, NavigationError> {
        record("push in \(column) animated: \(animated)")
    }
    func close(_ viewModel: any ViewModel, animated: Bool) -> Result<NavigationOutcome, NavigationError> {
        record("close animated: \(animated)")
    }
    func restore(_ layout: StackLayout) -> Result<NavigationOutcome, NavigationError> { record("restore") }
    func ask(_ question: AskedQuestion) -> Result<NavigationOutcome, NavigationError> {
        question.end(.success(.replied(.button(0))))
        return record("ask \(question.content.title)")
    }

    private func record(_ call: String) -> Result<NavigationOutcome, NavigationError> {
        calls.append(call)
        return .success(.queued)
    }
}

@Suite("NavigationServices")
@MainActor
struct NavigationServicesTests {
    @Test func theShortFormsReachTheRequirementsWithTheirDefaults() {
        let spy = SpyServices()
        let services: any NavigationServices = spy
        var completions = 0
        services.push(HomeViewModel())
        services.pop()
        services.popToRoot()
        services.present(HomeViewModel())
        services.present(HomeViewModel(), animated: false)
        services.present(HomeViewModel()) { _ in completions += 1 }
        services.present(HomeViewModel(), style: .fullScreen)
        services.present(HomeViewModel(), style: .sheet(detents: [.medium]), animated: false) { _ in completions += 1 }
        services.dismiss()
        services.dismiss(animated: false)
        services.dismiss { _ in completions += 1 }
        services.popTo(HomeViewModel())
        services.setStack([HomeViewModel()])
        services.close(HomeViewModel())
        #expect(spy.calls == [
            "push animated: true", "pop animated: true", "popToRoot animated: true",
            "present automatic animated: true completion: false", "present automatic animated: false completion: false",
            "present automatic animated: true completion: true", "present fullScreen animated: true completion: false",
            "present sheet(medium) animated: false completion: true",
            "dismiss animated: true completion: false", "dismiss animated: false completion: false",
            "dismiss animated: true completion: true",
            "popTo animated: true", "setStack animated: true", "close animated: true",
        ])
        #expect(completions == 3)
    }
}
