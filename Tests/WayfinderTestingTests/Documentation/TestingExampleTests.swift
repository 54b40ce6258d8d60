import Testing
import WayfinderTesting

// The "Testing view models" article's sign-in example, as it appears there (the app code is in
// TestingExample.swift).

@Suite("Testing view models: signing in first")
@MainActor
struct TestingExampleTests {
    @Test func signingInShowsTheProfile() async throws {
        let navigator = TestNavigator()
        let home = HomeViewModel(services: navigator.services, session: Session())
        navigator.services.resetRoot(home)
        home.profileTapped()
        await navigator.settle()
        navigator.expectTopViewModel(LoginViewModel.self)?.signIn(user: "octocat")
        await navigator.settle()
        navigator.expectStack([HomeViewModel.self, ProfileViewModel.self])
    }

    @Test func signingInShowsTheProfileWithYourOwnDouble() async throws {
        let services = ServicesDouble()
        let home = HomeViewModel(services: services, session: Session())
        home.profileTapped()

        let presented = await services.nextCommand()
        guard case .present(let login as LoginViewModel, _, _) = presented else {
            Issue.record("the login is not presented: \(presented)")
            return
        }
        login.signIn(user: "octocat")  // the awaiting caller closes the login, then pushes the profile
        #expect(await services.nextCommand().name == "close")
        let pushed = await services.nextCommand()
        guard case .push(let profile, _) = pushed else {
            Issue.record("the profile is not pushed: \(pushed)")
            return
        }
        #expect(profile is ProfileViewModel)
        #expect(home.session.user == "octocat")
    }

    @Test func everyCommandAsserted() async throws {
        let navigator = TestNavigator(exhaustivity: .on)
        let home = HomeViewModel(services: navigator.services, session: Session())
        navigator.services.resetRoot(home)
        home.profileTapped()
        await navigator.settle()
        navigator.expectStack([HomeViewModel.self], modal: [LoginViewModel.self])
        navigator.expectTopViewModel(LoginViewModel.self)?.signIn(user: "octocat")
        await navigator.settle()
        navigator.expectCommands([
            .sent(.resetRoot(HomeViewModel.expected())),
            .sent(.present(LoginViewModel.expected())),
            .sent(.close(LoginViewModel.expected())),
            .sent(.push(ProfileViewModel.expected())),
        ])
    }

    @Test func cancellingTheLoginStaysHome() async throws {
        let navigator = TestNavigator()
        let home = HomeViewModel(services: navigator.services, session: Session())
        navigator.services.resetRoot(home)
        home.profileTapped()
        await navigator.settle()
        navigator.report(.dismissed(try #require(navigator.stack.snapshot.topController).id))
        await navigator.settle()
        navigator.expectStack([HomeViewModel.self])
        #expect(home.session.user == nil)
    }
}
