import Testing
import Wayfinder
import WayfinderTesting

private final class HomeModel: ViewModel {}
private final class RepoModel: ViewModel {}
private final class IssueModel: ViewModel {}
private final class LoginModel: ViewModel {}

/// What a stack of Home and Issue expected as Home and Repo, under a Login sheet, reports.
private let wrongStack = """
    The stack is not as expected:
    expected     │ actual
    root         │ root
      HomeModel  │   HomeModel
      RepoModel  ≠   IssueModel
    modal 1      ≠
      LoginModel ≠
    """

/// The kit's own failure messages: each wrong expectation fails the test with this exact text,
/// caught with Swift Testing's `withKnownIssue`.
@Suite("TestNavigator failure messages")
@MainActor
struct ExpectationFailureTests {
    @Test func aWrongStackPrintsBothSideBySide() {
        let navigator = TestNavigator()
        navigator.services.resetRoot(HomeModel())
        navigator.services.push(IssueModel())
        withKnownIssue("expected: this test checks the failure Wayfinder reports") {
            #expect(!navigator.expectStack([HomeModel.self, RepoModel.self], modal: [LoginModel.self]))
        } matching: { issue in
            says(wrongStack)(issue)
        }
    }

    @Test func theAppsOwnNavigatorExpectsItsStackAlike() throws {
        let screens = ScreenMap()
        try screens.register(HomeModel.self) { PlaceholderScreen(viewModel: $0) }
        try screens.register(IssueModel.self) { PlaceholderScreen(viewModel: $0) }
        let navigator = Navigator(screens: screens)
        navigator.services.resetRoot(HomeModel())
        navigator.services.push(IssueModel())
        #expect(navigator.expectStack([HomeModel.self, IssueModel.self]))
        withKnownIssue("expected: this test checks the failure Wayfinder reports") {
            #expect(!navigator.expectStack([HomeModel.self, RepoModel.self], modal: [LoginModel.self]))
        } matching: { issue in
            says(wrongStack)(issue)
        }
    }

    @Test func wrongCommandsPrintBothSideBySide() {
        let navigator = TestNavigator()
        navigator.services.resetRoot(HomeModel())
        navigator.services.pop()
        withKnownIssue("expected: this test checks the failure Wayfinder reports") {
            navigator.expectCommands([.sent(.resetRoot(HomeModel.expected())), .sent(.push(RepoModel.expected()))])
        } matching: { issue in
            says("""
                The commands are not as expected:
                expected             │ actual
                resetRoot(HomeModel) │ resetRoot(HomeModel)
                                       failed pop: \(NavigationError.cannotPopRoot)
                push(RepoModel)      ≠
                """)(issue)
        }
    }

    @Test func exhaustiveModeListsTheCommandsNotAssertedWhenReleased() {
        withKnownIssue("expected: this test checks the failure Wayfinder reports") {
            let navigator = TestNavigator(exhaustivity: .on)
            navigator.services.resetRoot(HomeModel())
            navigator.expectCommands([.sent(.resetRoot(HomeModel.expected()))])
            navigator.services.push(RepoModel())
            navigator.services.push(IssueModel(), animated: false)
        } matching: { issue in
            says("""
                2 navigation commands were not asserted:
                  push(RepoModel)
                  push(IssueModel, animated: false)
                """)(issue)
        }
    }

    @Test func exhaustiveModeReportsOnceAtFinish() {
        let navigator = TestNavigator(exhaustivity: .on)
        navigator.services.resetRoot(HomeModel())
        withKnownIssue("expected: this test checks the failure Wayfinder reports") {
            navigator.finish()
        } matching: { issue in
            says("1 navigation command was not asserted:\n  resetRoot(HomeModel)")(issue)
        }
        // Reported once: finishing again, or releasing the navigator, reports nothing more.
        navigator.services.push(RepoModel())
        navigator.finish()
    }

    @Test func exhaustiveModePassesWhenEverythingIsAssertedOrSkipped() {
        let navigator = TestNavigator(exhaustivity: .on)
        navigator.services.resetRoot(HomeModel())
        navigator.services.push(RepoModel())
        #expect(navigator.skipCommands() == ["resetRoot(HomeModel)", "push(RepoModel)"])
        navigator.services.pop()
        navigator.expectCommands([.sent(.pop())])
        navigator.finish()
    }

    @Test func aWrongWholeShapeNamesTheTabs() {
        final class Tabs: TabContainerViewModel {
            func makeTabs() -> [any ViewModel] { [HomeModel(), RepoModel()] }
        }
        let navigator = TestNavigator()
        navigator.services.resetRoot(Tabs())
        withKnownIssue("expected: this test checks the failure Wayfinder reports") {
            navigator.expectStack(StackShape([HomeModel.self]))
        } matching: { issue in
            says("""
                The stack is not as expected:
                expected    │ actual
                root        ≠ root · tabs Tabs
                  HomeModel ≠   tab 0 (selected)
                            ≠     HomeModel
                            ≠   tab 1
                            ≠     RepoModel
                """)(issue)
        }
    }
}
