import Testing
import Wayfinder
import WayfinderTesting

@Suite("completion handlers")
@MainActor
struct CompletionTests {
    @Test func presentCompletesOnceAfterTheStackChanged() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        var calls: [Result<NavigationChange, NavigationError>] = []
        var stackAtCompletion: [[String]] = []
        let result = navigator.services.present(LoginViewModel()) { result in
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
        navigator.services.present(LoginViewModel(), animated: false) { calls.append($0) }
        #expect(calls.count == 1)
        #expect(calls.first?.failure == .noRoot)
    }

    @Test func everyCompletionTakesNilAsUIKitsDo() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        var calls = 0
        let optional: (@MainActor (Result<NavigationChange, NavigationError>) -> Void)? = { _ in calls += 1 }
        #expect(navigator.services.present(LoginViewModel(), animated: true, completion: nil).isSuccess)
        #expect(navigator.services.dismiss(animated: true, completion: nil).isSuccess)
        #expect(navigator.services.present(LoginViewModel(), style: .sheet, animated: true, completion: nil).isSuccess)
        #expect(navigator.services.dismiss(animated: false, completion: optional).isSuccess)
        #expect(navigator.services.present(LoginViewModel(), animated: false, completion: optional).isSuccess)
        #expect(calls == 2)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self], modals: [[LoginViewModel.self]]))
    }

    @Test func dismissCompletesOnceOnSuccessAndOnFailure() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.present(LoginViewModel())
        var calls: [Result<NavigationChange, NavigationError>] = []
        navigator.services.dismiss { calls.append($0) }
        #expect(calls.count == 1)
        #expect(calls.first?.isSuccess == true)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
        navigator.services.dismiss(animated: false) { calls.append($0) }
        #expect(calls.count == 2)
        #expect(calls.last?.failure == .nothingToDismiss)
    }

    @Test func aCancelledPresentCompletesWithCancelled() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let interceptor = navigator.bus.addInterceptor { _ in .cancel }
        var calls: [Result<NavigationChange, NavigationError>] = []
        navigator.services.present(LoginViewModel()) { calls.append($0) }
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
        services.present(LoginViewModel()) { _ in
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
            services.present(LoginViewModel()) { _ in completed.append(navigator.stack.snapshot.names.last ?? []) }
        }
        services.resetRoot(HomeViewModel())
        #expect(completed == [["LoginViewModel"]])
        _ = observer
    }
}
