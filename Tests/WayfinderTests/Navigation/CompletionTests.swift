import Testing
import Wayfinder
import WayfinderTesting

@Suite("completion handlers of the bus")
@MainActor
struct CompletionTests {
    @Test func presentCompletesOnceAfterTheStackChanged() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        var calls: [Result<NavigationChange, NavigationError>] = []
        var stackAtCompletion: [[String]] = []
        let result = navigator.bus.send(.present(LoginViewModel())) { result in
            calls.append(result)
            stackAtCompletion = navigator.stack.snapshot.names
        }
        #expect(calls.count == 1)
        #expect(stackAtCompletion == [["HomeViewModel"], ["LoginViewModel"]])
        #expect(try calls.first?.get() == result.get().change)
    }

    @Test func presentCompletesOnceWithTheErrorOnFailure() throws {
        let navigator = try makeNavigator()
        var calls: [Result<NavigationChange, NavigationError>] = []
        navigator.bus.send(.present(LoginViewModel(), animated: false)) { calls.append($0) }
        #expect(calls.count == 1)
        #expect(calls.first?.failure == .noRoot)
    }

    @Test func dismissCompletesOnceOnSuccessAndOnFailure() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.present(LoginViewModel())
        var calls: [Result<NavigationChange, NavigationError>] = []
        navigator.bus.send(.dismiss()) { calls.append($0) }
        #expect(calls.count == 1)
        #expect(calls.first?.isSuccess == true)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
        navigator.bus.send(.dismiss(animated: false)) { calls.append($0) }
        #expect(calls.count == 2)
        #expect(calls.last?.failure == .nothingToDismiss)
    }

    @Test func aCancelledPresentCompletesWithCancelled() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let interceptor = navigator.bus.addInterceptor { _ in .cancel }
        var calls: [Result<NavigationChange, NavigationError>] = []
        navigator.bus.send(.present(LoginViewModel())) { calls.append($0) }
        #expect(calls.map(\.failure) == [.cancelled])
        _ = interceptor
    }

    @Test func aCommandFromACompletionRunsAfterCommandsAlreadyQueued() throws {
        let navigator = try makeNavigator()
        let services = navigator.services
        services.resetRoot(HomeViewModel())
        var queuedFromObserver = false
        let observer = navigator.bus.subscribe { event in
            guard case .didPerform(.present, _) = event, !queuedFromObserver else { return }
            queuedFromObserver = true
            services.push(ListViewModel())
        }
        var pushFromCompletion: Result<NavigationOutcome, NavigationError>?
        navigator.bus.send(.present(LoginViewModel())) { _ in
            pushFromCompletion = services.push(DetailViewModel())
        }
        #expect(pushFromCompletion == .success(.queued))
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self], modals: [[LoginViewModel.self, ListViewModel.self, DetailViewModel.self]]))
        _ = observer
    }

    @Test func aQueuedPresentCompletesWhenItIsPerformed() throws {
        let navigator = try makeNavigator()
        let services = navigator.services
        var completed: [[String]] = []
        let observer = navigator.bus.subscribe { event in
            guard case .didPerform(.resetRoot, _) = event else { return }
            navigator.bus.send(.present(LoginViewModel())) { _ in completed.append(navigator.stack.snapshot.names.last ?? []) }
        }
        services.resetRoot(HomeViewModel())
        #expect(completed == [["LoginViewModel"]])
        _ = observer
    }
}
