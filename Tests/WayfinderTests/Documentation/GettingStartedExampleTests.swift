import Testing
import Wayfinder

// The README's and the Getting started article's examples (the app code is in
// GettingStartedExample.swift). Keep both documents in sync.

@Suite("Getting started examples")
@MainActor
struct GettingStartedExampleTests {
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

        #expect(navigator.stack.snapshot.levels.count == 2)
        #expect(navigator.stack.topViewModel is SignInViewModel)
    }

    @Test func presentingAddsAModalLevel() throws {
        let navigator = try makeAppNavigator()
        let profile = ProfileViewModel(services: navigator.services)
        navigator.services.resetRoot(profile)

        profile.didTapSignIn()

        #expect(navigator.stack.snapshot.description == """
            root · nav#1
              #1 ProfileViewModel
            modal 1 · nav#2
              #2 SignInViewModel
            """)
    }

    @Test func aCallThatCannotApplyChangesNothing() throws {
        let navigator = try makeAppNavigator()
        navigator.services.resetRoot(ProfileViewModel(services: navigator.services))
        let before = navigator.stack.snapshot

        let result = navigator.services.pop()

        #expect(result == .failure(.cannotPopRoot))
        #expect(navigator.stack.snapshot == before)
    }

    @Test func aPushReturnsTheChange() throws {
        let navigator = try makeAppNavigator()
        navigator.services.resetRoot(ProfileViewModel(services: navigator.services))

        let change = try navigator.services.push(RepositoryViewModel(name: "wayfinder")).get().change

        #expect(change?.description == "+[#2 RepositoryViewModel]")
        #expect(change?.after == navigator.stack.snapshot)
    }

    @Test func aViewModelTypeIsRegisteredOnce() throws {
        let screens = ScreenMap()
        try screens.register(ProfileViewModel.self) { ProfileScreen(viewModel: $0) }

        #expect(throws: ScreenMapError.alreadyRegistered(viewModel: "ProfileViewModel")) {
            try screens.register(ProfileViewModel.self) { ProfileScreen(viewModel: $0) }
        }
    }
}
