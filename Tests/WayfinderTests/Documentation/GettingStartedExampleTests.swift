import Testing
import Wayfinder
import WayfinderTesting

// The README's and the Getting started article's examples (the app code is in
// GettingStartedExample.swift). Keep both documents in sync.

@Suite("Getting started examples")
@MainActor
struct GettingStartedExampleTests {
    @Test func selectingARepositoryPushesIt() {
        let navigator = TestNavigator()
        let profile = ProfileViewModel(services: navigator.services)
        navigator.services.resetRoot(profile)

        profile.didSelect(repository: "wayfinder")

        navigator.expectStack([ProfileViewModel.self, RepositoryViewModel.self])
    }

    @Test func signingInHandsBackTheAccount() async {
        let navigator = TestNavigator()
        let profile = ProfileViewModel(services: navigator.services)
        navigator.services.resetRoot(profile)

        Task { await profile.didTapSignIn() }
        await navigator.settle()  // the sign-in sheet is up; the view model awaits its result
        navigator.expectStack([ProfileViewModel.self], modal: [SignInViewModel.self])

        navigator.expectTopViewModel(SignInViewModel.self)?.didSignIn(as: "ada")
        await navigator.settle()  // the view model has the account

        navigator.expectStack([ProfileViewModel.self])
        #expect(profile.account == "ada")
    }

    @Test func aLinkOpensTheRepositoryOnceTheUserSignsIn() async throws {
        let navigator = try makeAppNavigator()
        let router = try makeAppRouter(for: navigator)
        let signInGuard = requireSignIn(on: navigator, isSignedIn: { false })
        navigator.services.resetRoot(ProfileViewModel(services: navigator.services))

        router.openInternal("myapp://repos/wayfinder")
        await navigator.settle()  // the guard holds the push and shows the sign-in sheet
        (navigator.stack.topViewModel as? SignInViewModel)?.didSignIn(as: "ada")
        await navigator.settle()

        navigator.expectStack([ProfileViewModel.self, RepositoryViewModel.self])
        #expect((navigator.stack.topViewModel as? RepositoryViewModel)?.name == "wayfinder")
        signInGuard.cancel()
    }

    @Test func aLinkFromOutsideReachesOnlyWhatTheAppExposed() throws {
        let navigator = try makeAppNavigator()
        let router = try makeAppRouter(for: navigator)
        navigator.services.resetRoot(ProfileViewModel(services: navigator.services))
        let link = IncomingLink(url: "myapp://repos/wayfinder", origin: .otherApp(sourceApplication: "com.example.mail"))

        // Nothing from outside is trusted by default: the policy names the schemes it lets in.
        #expect(throws: RoutingError.refused(.schemeNotAllowed("myapp"))) { try router.open(link).get() }
        router.policy.allowedSchemes = ["myapp"]
        #expect(throws: Never.self) { try router.open(link).get() }
        #expect(navigator.stack.topViewModel is RepositoryViewModel)
    }

    @Test func aGuardLetsASignedInUserThrough() throws {
        let navigator = try makeAppNavigator()
        let signInGuard = requireSignIn(on: navigator, isSignedIn: { true })
        navigator.services.resetRoot(ProfileViewModel(services: navigator.services))

        #expect(navigator.services.push(RepositoryViewModel(name: "wayfinder")) != .success(.suspended))
        #expect(navigator.stack.topViewModel is RepositoryViewModel)
        signInGuard.cancel()
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
