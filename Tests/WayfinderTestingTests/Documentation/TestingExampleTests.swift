import Testing
import WayfinderTesting

// The README's "Testing your view models" example, as it appears there.

@Suite("README: testing your view models")
@MainActor
struct ReadmeTestingExampleTests {
    @Test func signingInShowsTheProfile() async throws {
        let navigator = TestNavigator()
        let home = HomeViewModel(services: navigator.services, session: Session())
        navigator.services.resetRoot(home)
        home.profileTapped()
        await navigator.settle()
        try navigator.expectTop(LoginViewModel.self).signIn(user: "octocat")
        await navigator.settle()
        navigator.expectStack([HomeViewModel.self, ProfileViewModel.self])
    }

    @Test func everyCommandAsserted() async throws {
        let navigator = TestNavigator(exhaustivity: .on)
        let home = HomeViewModel(services: navigator.services, session: Session())
        navigator.services.resetRoot(home)
        home.profileTapped()
        await navigator.settle()
        navigator.expectStack([HomeViewModel.self], modal: [LoginViewModel.self])
        try navigator.expectTop(LoginViewModel.self).signIn(user: "octocat")
        await navigator.settle()
        navigator.expectCommands([
            "resetRoot(HomeViewModel)", "present(LoginViewModel)", "close(LoginViewModel)", "push(ProfileViewModel)",
        ])
    }

    @Test func cancellingTheLoginStaysHome() async throws {
        let navigator = TestNavigator()
        let home = HomeViewModel(services: navigator.services, session: Session())
        navigator.services.resetRoot(home)
        home.profileTapped()
        await navigator.settle()
        navigator.userDidDismiss(try #require(navigator.stack.topNavigationController).id)
        await navigator.settle()
        navigator.expectStack([HomeViewModel.self])
        #expect(home.session.user == nil)
    }
}
