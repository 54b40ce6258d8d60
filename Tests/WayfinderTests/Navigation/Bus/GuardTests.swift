import Testing
import Wayfinder
import WayfinderTesting

@MainActor
private final class Session {
    var isSignedIn = false
}

/// A sign-in guard on `DetailViewModel`: it presents a picker as the login form and proceeds
/// when the picker answers "ok".
@MainActor
private func addSignInGuard(to navigator: Navigator, session: Session, timeout: Duration? = nil) -> NavigationSubscription {
    navigator.bus.addInterceptor { command in
        guard case .push(let viewModel, _) = command, viewModel is DetailViewModel, !session.isSignedIn else {
            return .proceed
        }
        return .suspend(timeout: timeout) { services in
            let login = PickerViewModel()
            guard await services.result(of: login, as: .present) == .finished("ok") else { return .cancel }
            session.isSignedIn = true
            return .proceed
        }
    }
}

/// The login form the guard presented, once its operation waits for it.
@MainActor
private func presentedLogin(_ navigator: Navigator) async -> PickerViewModel? {
    await navigator.settle()
    return navigator.stack.topViewModel as? PickerViewModel
}

@Suite("suspending interceptors (async guards)")
@MainActor
struct GuardTests {
    @Test func aGuardPresentsLoginThenResumesTheOriginalPush() async throws {
        let navigator = try makeNavigator()
        let session = Session()
        let guarding = addSignInGuard(to: navigator, session: session)
        navigator.services.resetRoot(HomeViewModel())
        let recorder = NavigationRecorder(navigator)
        var completions: [Result<NavigationChange, NavigationError>] = []
        let outcome = navigator.bus.send(.push(DetailViewModel(), animated: true)) { completions.append($0) }
        #expect(outcome == .success(.suspended))
        #expect(navigator.bus.isSuspended)
        let login = try #require(await presentedLogin(navigator))
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self], modals: [[PickerViewModel.self]]))
        login.result.finish(with: "ok")
        await navigator.settle()
        #expect(!navigator.bus.isSuspended)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, DetailViewModel.self]))
        #expect(recorder.lines == [
            "suspended push(DetailViewModel)",
            "willPerform present(PickerViewModel)", "didPerform present(PickerViewModel)",
            "willPerform close(PickerViewModel)", "didPerform close(PickerViewModel)",
            "willPerform push(DetailViewModel)", "didPerform push(DetailViewModel)",
        ])
        #expect(completions.count == 1)
        #expect(completions.first?.isSuccess == true)
        // Signed in now: the guard lets the next push through at once.
        #expect(navigator.services.push(DetailViewModel()).isSuccess)
        guarding.cancel()
    }

    @Test func aGuardCancelsWhenTheLoginIsDismissed() async throws {
        let navigator = try makeNavigator()
        let guarding = addSignInGuard(to: navigator, session: Session())
        navigator.services.resetRoot(HomeViewModel())
        var completions: [Result<NavigationChange, NavigationError>] = []
        navigator.bus.send(.push(DetailViewModel(), animated: true)) { completions.append($0) }
        _ = try #require(await presentedLogin(navigator))
        // The user drags the sheet down: a report from the UI goes through while the push is held.
        let report = navigator.report(.dismissed(navigator.stack.snapshot.topController!.id))
        #expect(report.isSuccess)
        await navigator.settle()
        #expect(!navigator.bus.isSuspended)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
        #expect(completions.map(\.failure) == [.cancelled])
        guarding.cancel()
    }

    @Test func commandsSentWhileACommandIsHeldWaitBehindItInOrder() async throws {
        let navigator = try makeNavigator()
        let guarding = addSignInGuard(to: navigator, session: Session())
        navigator.services.resetRoot(HomeViewModel())
        let recorder = NavigationRecorder(navigator)
        navigator.services.push(DetailViewModel(1))
        #expect(navigator.services.push(ListViewModel()) == .success(.queued))
        #expect(navigator.services.push(DetailViewModel(2)) == .success(.queued))
        #expect(navigator.services.pop() == .success(.queued))
        let login = try #require(await presentedLogin(navigator))
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self], modals: [[PickerViewModel.self]]))
        login.result.finish(with: "ok")
        await navigator.settle()
        #expect(!navigator.bus.isSuspended)
        #expect(recorder.performedCommands == [
            "present(PickerViewModel)", "close(PickerViewModel)", "push(DetailViewModel)", "push(ListViewModel)",
            "push(DetailViewModel)", "pop",
        ])
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, DetailViewModel.self, ListViewModel.self]))
        guarding.cancel()
    }

    @Test func aGuardThatDoesNotDecideInTimeFailsTheCommandOnce() async throws {
        let clock = ManualClock()
        let navigator = try makeNavigator(clock: clock)
        navigator.services.resetRoot(HomeViewModel())
        var operationEnded = false
        let guarding = navigator.bus.addInterceptor { command in
            guard case .push = command else { return .proceed }
            return .suspend(timeout: .milliseconds(20)) { _ in
                try? await clock.sleep(for: .seconds(30))
                operationEnded = true
                return .proceed
            }
        }
        let recorder = NavigationRecorder(navigator)
        var completions: [Result<NavigationChange, NavigationError>] = []
        navigator.bus.send(.push(DetailViewModel(), animated: true)) { completions.append($0) }
        #expect(navigator.services.pop() == .success(.queued))
        await navigator.settle()
        clock.advance(by: .milliseconds(19))
        await navigator.settle()
        #expect(navigator.bus.isSuspended)
        #expect(completions.isEmpty)
        clock.advance(by: .milliseconds(1))
        await navigator.settle()
        #expect(!navigator.bus.isSuspended)
        #expect(operationEnded)  // cancelled when the timeout expired; its late `.proceed` is ignored
        #expect(completions.map(\.failure) == [.guardTimedOut])
        #expect(recorder.lines == [
            "suspended push(DetailViewModel)", "failed push(DetailViewModel): \(NavigationError.guardTimedOut)",
            "willPerform pop", "failed pop: \(NavigationError.cannotPopRoot)",
        ])
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
        guarding.cancel()
    }

    @Test func aGuardThatSuspendsAgainKeepsItsFirstDeadlineAndIsAnnouncedOnce() async throws {
        let clock = ManualClock()
        let navigator = try makeNavigator(clock: clock)
        navigator.services.resetRoot(HomeViewModel())
        let guarding = navigator.bus.addInterceptor { command in
            guard case .push = command else { return .proceed }
            return .suspend(timeout: .milliseconds(20)) { _ in
                .suspend { _ in
                    try? await clock.sleep(for: .seconds(30))
                    return .proceed
                }
            }
        }
        let recorder = NavigationRecorder(navigator)
        navigator.services.push(DetailViewModel())
        await navigator.settle()
        #expect(navigator.bus.isSuspended)
        // The second suspension has no timeout of its own: the first one's deadline still holds.
        clock.advance(by: .milliseconds(20))
        await navigator.settle()
        #expect(!navigator.bus.isSuspended)
        #expect(recorder.lines == [
            "suspended push(DetailViewModel)", "failed push(DetailViewModel): \(NavigationError.guardTimedOut)",
        ])
        guarding.cancel()
    }

    @Test func aGuardsOwnNavigationIsNeverOvertakenByTheCommandItGuards() async throws {
        let clock = ManualClock()
        let navigator = try makeNavigator(clock: clock)
        navigator.services.resetRoot(HomeViewModel())
        // The outer guard presents settings on its way; an inner guard holds every presentation
        // until the test advances the clock.
        let outer = navigator.bus.addInterceptor { command in
            guard case .push = command else { return .proceed }
            return .suspend { services in
                services.present(SettingsViewModel())
                return .proceed
            }
        }
        let inner = navigator.bus.addInterceptor { command in
            guard case .present = command else { return .proceed }
            return .suspend { _ in
                try? await clock.sleep(for: .seconds(1))
                return .proceed
            }
        }
        let recorder = NavigationRecorder(navigator)
        navigator.services.push(DetailViewModel())
        await navigator.settle()
        // The outer guard has decided; its push waits behind the presentation the inner one holds.
        #expect(recorder.lines == ["suspended push(DetailViewModel)", "suspended present(SettingsViewModel)"])
        #expect(recorder.performedCommands.isEmpty)
        clock.advance(by: .seconds(1))
        await navigator.settle()
        #expect(recorder.performedCommands == ["present(SettingsViewModel)", "push(DetailViewModel)"])
        outer.cancel()
        inner.cancel()
    }

    @Test func aResumedCommandGoesOnToTheNextInterceptorsOnly() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        var firstAsked = 0
        var secondAsked = 0
        let first = navigator.bus.addInterceptor { command in
            guard case .push = command else { return .proceed }
            firstAsked += 1
            return .suspend { _ in .proceed }
        }
        let second = navigator.bus.addInterceptor { _ in
            secondAsked += 1
            return .proceed
        }
        navigator.services.push(DetailViewModel())
        #expect(secondAsked == 0)
        await navigator.settle()
        #expect(!navigator.bus.isSuspended)
        #expect(firstAsked == 1)
        #expect(secondAsked == 1)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, DetailViewModel.self]))
        first.cancel()
        second.cancel()
    }

    @Test func aGuardCanRedirectAfterWaiting() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let guarding = navigator.bus.addInterceptor { command in
            guard case .push(let viewModel, _) = command, viewModel is DetailViewModel else { return .proceed }
            return .suspend { _ in .redirect(.present(SettingsViewModel(), style: .automatic, animated: true)) }
        }
        navigator.services.push(DetailViewModel())
        await navigator.settle()
        #expect(!navigator.bus.isSuspended)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self], modals: [[SettingsViewModel.self]]))
        guarding.cancel()
    }

    @Test func theGuardsServicesGoThroughOnlyWhileItHoldsItsCommand() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        var kept: (any NavigationServices)?
        let guarding = navigator.bus.addInterceptor { command in
            guard case .push(let viewModel, _) = command, viewModel is DetailViewModel else { return .proceed }
            return .suspend { services in
                kept = services
                #expect(services.push(ListViewModel()).isSuccess)
                return .cancel
            }
        }
        navigator.services.push(DetailViewModel())
        #expect(navigator.services.push(SettingsViewModel()) == .success(.queued))
        await navigator.settle()
        #expect(!navigator.bus.isSuspended)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, ListViewModel.self, SettingsViewModel.self]))
        // Afterwards the same services are ordinary services.
        #expect(kept?.pop().map(\.change?.isEmpty) == .success(false))
        guarding.cancel()
    }
}
