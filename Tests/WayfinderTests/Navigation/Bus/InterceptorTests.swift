import Testing
import Wayfinder
import WayfinderTesting

@Suite("interceptors")
@MainActor
struct InterceptorTests {
    @Test func proceedLetsTheCommandThrough() throws {
        let navigator = try makeNavigator()
        var seen: [String] = []
        let interceptor = navigator.bus.addInterceptor { command in
            seen.append(command.description)
            return .proceed
        }
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.push(ListViewModel())
        #expect(seen == ["resetRoot(HomeViewModel)", "push(ListViewModel)"])
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, ListViewModel.self]))
        _ = interceptor
    }

    @Test func cancelFailsTheCommandAndChangesNothing() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let recorder = NavigationRecorder(navigator)
        let interceptor = navigator.bus.addInterceptor { command in
            if case .push = command { .cancel } else { .proceed }
        }
        let before = navigator.stack.snapshot
        #expect(navigator.services.push(ListViewModel()).failure == .cancelled)
        #expect(navigator.stack.snapshot == before)
        #expect(recorder.lines == ["failed push(ListViewModel): cancelled by a guard or an interceptor"])
        _ = interceptor
    }

    @Test func redirectPerformsTheOtherCommand() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let recorder = NavigationRecorder(navigator)
        let interceptor = navigator.bus.addInterceptor { command in
            if case .push(let viewModel, _) = command, viewModel is SettingsViewModel {
                return .redirect(.present(LoginViewModel(), style: .automatic, animated: true))
            }
            return .proceed
        }
        let result = navigator.services.push(SettingsViewModel())
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self], modals: [[LoginViewModel.self]]))
        #expect(result.isSuccess)
        #expect(recorder.lines == ["willPerform present(LoginViewModel)", "didPerform present(LoginViewModel)"])
        _ = interceptor
    }

    @Test func aRedirectedCommandPassesEveryInterceptorAgain() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        var secondSaw: [String] = []
        let first = navigator.bus.addInterceptor { command in
            if case .push(let viewModel, _) = command, viewModel is ListViewModel {
                return .redirect(.push(DetailViewModel(), animated: false))
            }
            return .proceed
        }
        let second = navigator.bus.addInterceptor { command in
            secondSaw.append(command.description)
            return .proceed
        }
        navigator.services.push(ListViewModel())
        #expect(secondSaw == ["push(DetailViewModel, animated: false)"])
        #expect(navigator.stack.topViewModel is DetailViewModel)
        _ = (first, second)
    }

    @Test func interceptorsRunInRegistrationOrderAndStopAtCancel() throws {
        let navigator = try makeNavigator()
        var order: [Int] = []
        let first = navigator.bus.addInterceptor { _ in order.append(1); return .proceed }
        let second = navigator.bus.addInterceptor { _ in order.append(2); return .cancel }
        let third = navigator.bus.addInterceptor { _ in order.append(3); return .proceed }
        navigator.services.resetRoot(HomeViewModel())
        #expect(order == [1, 2])
        #expect(navigator.stack.snapshot.isEmpty)
        _ = (first, second, third)
    }

    @Test func aRedirectCycleFailsInsteadOfHanging() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let list = ListViewModel()
        let detail = DetailViewModel()
        let interceptor = navigator.bus.addInterceptor { command in
            switch command {
            case .push(let viewModel, _) where viewModel === list: .redirect(.push(detail, animated: true))
            case .push(let viewModel, _) where viewModel === detail: .redirect(.push(list, animated: true))
            default: .proceed
            }
        }
        let recorder = NavigationRecorder(navigator)
        #expect(navigator.services.push(list).failure == .redirectLoop)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
        #expect(recorder.errors == [.redirectLoop])
        _ = interceptor
    }

    @Test func endlessRedirectsToNewInstancesFailAfterTheLimit() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        var redirects = 0
        let interceptor = navigator.bus.addInterceptor { command in
            guard case .push = command else { return .proceed }
            redirects += 1
            return .redirect(.push(DetailViewModel(redirects), animated: true))
        }
        #expect(navigator.services.push(ListViewModel()).failure == .redirectLoop)
        #expect(redirects == NavigationBus.maximumRedirects + 1)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
        _ = interceptor
    }

    @Test func aReleasedInterceptorNoLongerRuns() throws {
        let navigator = try makeNavigator()
        var interceptor: NavigationSubscription? = navigator.bus.addInterceptor { _ in .cancel }
        #expect(navigator.services.resetRoot(HomeViewModel()).failure == .cancelled)
        interceptor = nil
        #expect(navigator.services.resetRoot(HomeViewModel()).isSuccess)
        _ = interceptor  // read once, so the compiler sees the release as intended
    }

    @Test func reportsFromTheUIBypassInterceptors() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.present(LoginViewModel())
        let interceptor = navigator.bus.addInterceptor { _ in .cancel }
        let modal = try #require(navigator.stack.snapshot.topController?.id)
        #expect(navigator.report(.dismissed(modal)).isSuccess)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
        _ = interceptor
    }
}

@Suite("interceptors: redirect to a command that fails")
@MainActor
struct FailingRedirectTests {
    @Test func theRedirectedCommandFailsOnceAndCompletesOnce() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let recorder = NavigationRecorder(navigator)
        let interceptor = navigator.bus.addInterceptor { command in
            if case .present = command { .redirect(.push(UnmappedViewModel(), animated: true)) } else { .proceed }
        }
        var completions: [NavigationError?] = []
        let result = navigator.bus.send(.present(LoginViewModel())) { completions.append($0.failure) }
        #expect(result.failure == .noScreen(for: "UnmappedViewModel"))
        #expect(completions == [.noScreen(for: "UnmappedViewModel")])
        #expect(recorder.lines == [
            "willPerform push(UnmappedViewModel)",
            "failed push(UnmappedViewModel): no screen is registered for UnmappedViewModel in the ScreenMap",
        ])
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
        _ = interceptor
    }
}
