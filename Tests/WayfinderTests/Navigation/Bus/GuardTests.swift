import Testing
import Wayfinder
import WayfinderTesting

@MainActor
private final class Session {
    var isSignedIn = false
}

/// Lets time pass (up to two seconds) until `condition` holds: for timeouts, which need the clock.
@MainActor
private func wait(until condition: () -> Bool) async {
    let deadline = ContinuousClock.now + .seconds(2)
    while !condition(), ContinuousClock.now < deadline {
        try? await Task.sleep(for: .milliseconds(2))
    }
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
            guard await services.presentForResult(login) == .finished("ok") else { return .cancel }
            session.isSignedIn = true
            return .proceed
        }
    }
}

/// The login form the guard presented.
@MainActor
private func presentedLogin(_ navigator: Navigator) async -> PickerViewModel? {
    await yield(until: { navigator.stack.topViewModel is PickerViewModel })
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
        await yield(until: { !navigator.bus.isSuspended })
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
        let report = navigator.userDidDismiss(navigator.stack.topNavigationController!.id)
        #expect(report.isSuccess)
        await yield(until: { !navigator.bus.isSuspended })
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
        await yield(until: { !navigator.bus.isSuspended && navigator.stack.snapshot.names[0].count > 1 })
        #expect(recorder.performedCommands == [
            "present(PickerViewModel)", "close(PickerViewModel)", "push(DetailViewModel)", "push(ListViewModel)",
            "push(DetailViewModel)", "pop",
        ])
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, DetailViewModel.self, ListViewModel.self]))
        guarding.cancel()
    }

    @Test func aGuardThatDoesNotDecideInTimeFailsTheCommandOnce() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        var operationEnded = false
        let guarding = navigator.bus.addInterceptor { command in
            guard case .push = command else { return .proceed }
            return .suspend(timeout: .milliseconds(20)) { _ in
                try? await Task.sleep(for: .seconds(30))
                operationEnded = true
                return .proceed
            }
        }
        let recorder = NavigationRecorder(navigator)
        var completions: [Result<NavigationChange, NavigationError>] = []
        navigator.bus.send(.push(DetailViewModel(), animated: true)) { completions.append($0) }
        #expect(navigator.services.pop() == .success(.queued))
        await wait(until: { !navigator.bus.isSuspended })
        await wait(until: { operationEnded })
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
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let guarding = navigator.bus.addInterceptor { command in
            guard case .push = command else { return .proceed }
            return .suspend(timeout: .milliseconds(20)) { _ in
                .suspend { _ in
                    try? await Task.sleep(for: .seconds(30))
                    return .proceed
                }
            }
        }
        let recorder = NavigationRecorder(navigator)
        navigator.services.push(DetailViewModel())
        await wait(until: { !navigator.bus.isSuspended })
        #expect(recorder.lines == [
            "suspended push(DetailViewModel)", "failed push(DetailViewModel): \(NavigationError.guardTimedOut)",
        ])
        guarding.cancel()
    }

    @Test func aGuardsOwnNavigationIsNeverOvertakenByTheCommandItGuards() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        var open = false
        // The outer guard presents settings on its way; an inner guard holds every presentation.
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
                while !open { await Task.yield() }
                return .proceed
            }
        }
        let recorder = NavigationRecorder(navigator)
        navigator.services.push(DetailViewModel())
        await yield(until: { recorder.lines.count >= 2 })
        for _ in 0..<20 { await Task.yield() }
        #expect(recorder.performedCommands.isEmpty)
        open = true
        await yield(until: { recorder.performedCommands.count == 2 })
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
        await yield(until: { !navigator.bus.isSuspended })
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
        await yield(until: { !navigator.bus.isSuspended })
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
        await yield(until: { !navigator.bus.isSuspended })
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, ListViewModel.self, SettingsViewModel.self]))
        // Afterwards the same services are ordinary services.
        #expect(kept?.pop().map(\.change?.isEmpty) == .success(false))
        guarding.cancel()
    }
}
