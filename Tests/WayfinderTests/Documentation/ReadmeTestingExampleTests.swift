import Testing
import Wayfinder
import WayfinderTesting

// The README's view-model tests, on the app code of GettingStartedExample.swift.

@Suite("README testing examples")
@MainActor
struct ReadmeTestingExampleTests {
    @Test func selectingARepositoryPushesIt() {
        let navigator = TestNavigator(exhaustivity: .on)  // every command must be asserted
        let profile = ProfileViewModel(services: navigator.services)
        navigator.services.resetRoot(profile)

        profile.didSelect(repository: "wayfinder")

        navigator.expectCommands([
            .sent(.resetRoot(ProfileViewModel.expected())),
            .sent(.push(RepositoryViewModel.expected { $0.name == "wayfinder" })),
        ])
        navigator.expectStack([ProfileViewModel.self, RepositoryViewModel.self])
    }

    @Test func theWrongRepositoryFailsAsTheReadmeShows() {
        let navigator = TestNavigator(exhaustivity: .on)
        let profile = ProfileViewModel(services: navigator.services)
        navigator.services.resetRoot(profile)
        profile.didSelect(repository: "wayfinder-x")
        withKnownIssue("expected: this test checks the failure Wayfinder reports") {
            navigator.expectCommands([
                .sent(.resetRoot(ProfileViewModel.expected())),
                .sent(.push(RepositoryViewModel.expected { $0.name == "wayfinder" })),
            ])
        } matching: { issue in
            issue.comments.map(\.rawValue).joined(separator: "\n") == """
                The commands are not as expected:
                expected                          │ actual
                resetRoot(ProfileViewModel)       │ resetRoot(ProfileViewModel(account: nil))
                push(RepositoryViewModel) where … ≠ push(RepositoryViewModel(name: "wayfinder-x"))
                push(RepositoryViewModel) where …: the predicate is false for push(RepositoryViewModel(name: "wayfinder-x"))
                """
        }
    }

    @Test func aSignInLeftOpenFailsTheHeldPushAfterFiveMinutes() async {
        let navigator = TestNavigator()
        let signInGuard = navigator.bus.addGuard(for: RepositoryViewModel.self) { _ in
            .suspend(timeout: .seconds(300)) { services in
                await services.result(of: SignInViewModel(), as: .present).value != nil ? .proceed : .cancel
            }
        }
        let profile = ProfileViewModel(services: navigator.services)
        navigator.services.resetRoot(profile)

        profile.didSelect(repository: "wayfinder")
        await navigator.advance(by: .seconds(300))  // no real time passes

        navigator.expectCommands([
            .suspended(.push(RepositoryViewModel.expected())),
            .sent(.present(SignInViewModel.expected())),
            .failed(.push(RepositoryViewModel.expected()), .guardTimedOut),
        ])
        signInGuard.cancel()
    }
}
