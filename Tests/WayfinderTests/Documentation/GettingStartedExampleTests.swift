import Testing
import Wayfinder

@Suite("README example")
@MainActor
struct ReadmeExampleTests {
    @Test func selectingARepositoryPushesIt() throws {
        let navigator = try makeAppNavigator()
        let profile = ProfileViewModel(services: navigator.services)
        navigator.services.resetRoot(profile)

        profile.didSelect(repository: "wayfinder")

        let repository = try #require(navigator.stack.topViewModel as? RepositoryViewModel)
        #expect(repository.name == "wayfinder")
        #expect(navigator.stack.snapshot.description == """
            root · nav#1
              #1 ProfileViewModel
              #2 RepositoryViewModel
            """)
    }

    @Test func signingInPresentsASheet() throws {
        let navigator = try makeAppNavigator()
        let profile = ProfileViewModel(services: navigator.services)
        navigator.services.resetRoot(profile)

        profile.didTapSignIn()

        #expect(navigator.stack.navigationControllers.count == 2)
        #expect(navigator.stack.topViewModel is SignInViewModel)
    }
}
