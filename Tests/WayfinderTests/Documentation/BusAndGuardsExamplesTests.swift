import Testing
import Wayfinder
import WayfinderTesting

/// A navigator that also maps the article's account, admin and sign-in view models.
@MainActor
private func makeAccountNavigator(clock: any Clock<Duration> = ManualClock()) throws -> Navigator {
    let navigator = try makeNavigator(clock: clock)
    try navigator.screens.register(AccountViewModel.self) { TestScreen(viewModel: $0) }
    try navigator.screens.register(AdminViewModel.self) { TestScreen(viewModel: $0) }
    try navigator.screens.register(SignInFormViewModel.self) { TestScreen(viewModel: $0) }
    return navigator
}

@Suite("The bus, interceptors and guards article")
@MainActor
struct BusAndGuardsExamplesTests {
    @Test func observersHearEveryCommand() throws {
        let navigator = try makeNavigator()
        let log = NavigationLog(navigator.bus)

        navigator.services.resetRoot(HomeViewModel())
        navigator.services.pop()

        #expect(log.lines == [
            "willPerform resetRoot(HomeViewModel)", "didPerform resetRoot(HomeViewModel)",
            "willPerform pop", "failed pop: cannot pop: the top navigation controller holds only its root screen",
        ])
    }

    @Test func aGuardCancels() throws {
        let navigator = try makeAccountNavigator()
        let session = AccountSession()
        let guarding = addAdminGuard(to: navigator.bus, session: session)
        navigator.services.resetRoot(HomeViewModel())

        #expect(navigator.services.push(AdminViewModel()) == .failure(.cancelled))
        session.user = "admin"
        #expect(throws: Never.self) { try navigator.services.push(AdminViewModel()).get() }
        guarding.cancel()
    }

    @Test func aGuardHoldsItsScreenWhateverCommandBringsIt() throws {
        let navigator = try makeAccountNavigator()
        let session = AccountSession()
        let guarding = addAdminGuard(to: navigator.bus, session: session)
        navigator.services.resetRoot(HomeViewModel())

        #expect(navigator.services.resetScreens([HomeViewModel(), AdminViewModel()]) == .failure(.cancelled))
        #expect(navigator.services.present(AdminViewModel()) == .failure(.cancelled))
        #expect(navigator.services.resetRoot(AdminViewModel()) == .failure(.cancelled))
        navigator.expectStack([HomeViewModel.self])
        guarding.cancel()
    }

    @Test func anInterceptorRedirects() throws {
        let navigator = try makeAccountNavigator()
        let log = NavigationLog(navigator.bus)
        let redirecting = addFullScreenOnCompactWidth(to: navigator.bus) { true }
        navigator.services.resetRoot(HomeViewModel())

        navigator.services.present(SettingsViewModel(), style: .sheet)

        #expect(Array(log.lines.suffix(2)) == [
            "willPerform present(SettingsViewModel, style: fullScreen)",
            "didPerform present(SettingsViewModel, style: fullScreen)",
        ])
        redirecting.cancel()
    }

    @Test func aGuardRedirects() throws {
        let navigator = try makeAccountNavigator()
        let log = NavigationLog(navigator.bus)
        let redirecting = addSignInRedirect(to: navigator.bus, session: AccountSession())
        navigator.services.resetRoot(HomeViewModel())

        navigator.services.push(AccountViewModel())

        #expect(navigator.stack.topViewModel is SignInFormViewModel)
        #expect(Array(log.lines.suffix(2)) == [
            "willPerform present(SignInFormViewModel, style: sheet)",
            "didPerform present(SignInFormViewModel, style: sheet)",
        ])
        redirecting.cancel()
    }

    @Test func redirectsInACycleFail() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let toSettings = navigator.bus.addInterceptor { command in
            if case .push = command { return .redirect(.present(SettingsViewModel(), style: .automatic, animated: true)) }
            return .proceed
        }
        let toList = navigator.bus.addInterceptor { command in
            if case .present = command { return .redirect(.push(ListViewModel(), animated: true)) }
            return .proceed
        }

        #expect(navigator.services.push(DetailViewModel()) == .failure(.redirectLoop))
        navigator.expectStack([HomeViewModel.self])
        toSettings.cancel()
        toList.cancel()
    }

    @Test func aCommandSentDuringAnotherIsQueued() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let services = navigator.services
        var popOutcomes: [Result<NavigationOutcome, NavigationError>] = []
        let popAfterPush = navigator.bus.subscribe { event in
            if case .didPerform(.push, _) = event {
                popOutcomes.append(services.pop())
            }
        }

        let push = navigator.services.push(ListViewModel())

        #expect(popOutcomes == [.success(.queued)])
        #expect(try push.get().change?.after.topController?.screens.count == 2)  // the push was performed
        navigator.expectStack([HomeViewModel.self])
        popAfterPush.cancel()
    }

    @Test func aCompletionRunsOnceOnSuccessAndOnFailure() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        var results: [Result<NavigationChange, NavigationError>] = []

        navigator.bus.send(.pop(animated: true)) { result in results.append(result) }
        navigator.bus.send(.push(ListViewModel(), animated: true)) { result in results.append(result) }

        #expect(results.first == .failure(.cannotPopRoot))
        #expect(throws: Never.self) { try results.last?.get() }
    }

    @Test func aCancelledSubscriptionHearsNothing() throws {
        let navigator = try makeNavigator()
        var heard = 0
        let subscription = navigator.bus.subscribe { _ in heard += 1 }
        navigator.services.resetRoot(HomeViewModel())
        #expect(heard == 2)

        subscription.cancel()
        navigator.services.push(ListViewModel())

        #expect(heard == 2)
    }

    @Test func aGuardWaitsForTheSignIn() async throws {
        let navigator = try makeAccountNavigator()
        let session = AccountSession()
        let guarding = addSignInFirstGuard(to: navigator.bus, session: session)
        navigator.services.resetRoot(HomeViewModel())

        #expect(navigator.services.push(AccountViewModel()) == .success(.suspended))
        #expect(navigator.services.push(DetailViewModel()) == .success(.queued))
        await navigator.settle()  // the guard presents the form and waits for its result
        let form = try #require(navigator.stack.topViewModel as? SignInFormViewModel)
        form.signIn(as: "ada")
        await navigator.settle()

        #expect(!navigator.bus.isSuspended)
        #expect(session.user == "ada")
        navigator.expectStack([HomeViewModel.self, AccountViewModel.self, DetailViewModel.self])
        guarding.cancel()
    }

    @Test func dismissingTheSignInCancelsTheHeldCommand() async throws {
        let navigator = try makeAccountNavigator()
        let guarding = addSignInFirstGuard(to: navigator.bus, session: AccountSession())
        navigator.services.resetRoot(HomeViewModel())
        var completions: [Result<NavigationChange, NavigationError>] = []
        navigator.bus.send(.push(AccountViewModel(), animated: true)) { completions.append($0) }
        await navigator.settle()
        #expect(navigator.stack.topViewModel is SignInFormViewModel)

        // The user drags the sheet down: a report goes through while the push is held.
        let sheet = try #require(navigator.stack.snapshot.topController?.id)
        #expect(throws: Never.self) { try navigator.report(.dismissed(sheet)).get() }
        await navigator.settle()

        #expect(!navigator.bus.isSuspended)
        #expect(completions == [.failure(.cancelled)])
        navigator.expectStack([HomeViewModel.self])
        guarding.cancel()
    }

    @Test func aSignInNotDoneInFiveMinutesFailsThePushAndClosesTheForm() async throws {
        let clock = ManualClock()
        let navigator = try makeAccountNavigator(clock: clock)
        let guarding = addSignInFirstGuard(to: navigator.bus, session: AccountSession())
        navigator.services.resetRoot(HomeViewModel())
        var completions: [Result<NavigationChange, NavigationError>] = []
        navigator.bus.send(.push(AccountViewModel(), animated: true)) { completions.append($0) }
        await navigator.settle()
        #expect(navigator.stack.topViewModel is SignInFormViewModel)

        clock.advance(by: .seconds(299))
        await navigator.settle()
        #expect(navigator.bus.isSuspended)
        #expect(completions.isEmpty)

        clock.advance(by: .seconds(1))
        await navigator.settle()
        #expect(!navigator.bus.isSuspended)
        #expect(completions == [.failure(.guardTimedOut)])
        navigator.expectStack([HomeViewModel.self])  // the form was closed
        guarding.cancel()
    }

    @Test func aGuardThatDoesNotDecideInTimeFails() async throws {
        let clock = ManualClock()
        let navigator = try makeNavigator(clock: clock)
        navigator.services.resetRoot(HomeViewModel())
        let slow = navigator.bus.addInterceptor { command in
            guard case .push = command else { return .proceed }
            return .suspend(timeout: .seconds(10)) { _ in
                try? await clock.sleep(for: .seconds(30))
                return .proceed
            }
        }
        var completions: [Result<NavigationChange, NavigationError>] = []

        navigator.bus.send(.push(ListViewModel(), animated: true)) { completions.append($0) }
        await navigator.settle()
        #expect(completions.isEmpty)
        clock.advance(by: .seconds(10))
        await navigator.settle()

        #expect(completions == [.failure(.guardTimedOut)])
        navigator.expectStack([HomeViewModel.self])
        slow.cancel()
    }
}
