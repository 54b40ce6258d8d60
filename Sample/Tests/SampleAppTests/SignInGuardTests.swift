import AccountFeature
import RepositoriesFeature
import SampleApp
import SampleShell
import Testing
import Wayfinder
import WayfinderTesting

/// The shell's guard: protected screens wait for a sign-in, on a test navigator.
@Suite("sign-in guard")
@MainActor
struct SignInGuardTests {
    private func issue(_ test: TestNavigator) throws -> IssueViewModel {
        IssueViewModel(
            repository: "wayfinder", issue: try RepositoryShelf().repository(named: "wayfinder").issue(number: 2),
            services: test.services)
    }

    @Test func aProtectedPushWaitsForTheSignInThenGoesOn() async throws {
        let test = TestNavigator(exhaustivity: .on)
        let session = SessionStore()
        let guardian = SignInGuard.install(on: test.navigator.bus, session: session)
        test.services.resetRoot(RepositoryListViewModel(shelf: RepositoryShelf(), services: test.services))
        #expect(test.services.push(try issue(test)) == .success(.suspended))
        await test.settle()
        test.expectStack([RepositoryListViewModel.self], modal: [SignInViewModel.self])
        test.expectTopViewModel(SignInViewModel.self)?.actions[0].perform()
        await test.settle()
        test.expectStack([RepositoryListViewModel.self, IssueViewModel.self])
        #expect(session.account == "alice")
        test.expectCommands([
            .sent(.resetRoot(RepositoryListViewModel.expected())), .suspended(.push(IssueViewModel.expected())), .sent(.present(SignInViewModel.expected())),
            .sent(.close(SignInViewModel.expected())), .sent(.push(IssueViewModel.expected { $0.issue.number == 2 })),
        ])
        guardian.cancel()
    }

    @Test func dismissingTheSignInCancelsTheProtectedPush() async throws {
        let test = TestNavigator()
        let guardian = SignInGuard.install(on: test.navigator.bus, session: SessionStore())
        test.services.resetRoot(RepositoryListViewModel(shelf: RepositoryShelf(), services: test.services))
        test.services.push(try issue(test))
        await test.settle()
        let sheet = try #require(test.stack.snapshot.topController)
        test.navigator.report(.dismissed(sheet.id))
        await test.settle()
        test.expectStack([RepositoryListViewModel.self])
        test.expectCommands([.reported(.dismissed(sheet.id)), .failed(.push(IssueViewModel.expected()), .cancelled)])
        guardian.cancel()
    }

    @Test func unprotectedScreensPassStraightThroughWhileSignedOut() throws {
        let test = TestNavigator(exhaustivity: .on)
        let guardian = SignInGuard.install(on: test.navigator.bus, session: SessionStore())
        test.services.resetRoot(RepositoryListViewModel(shelf: RepositoryShelf(), services: test.services))
        let shelf = RepositoryShelf()
        let repository = RepositoryViewModel(repository: try shelf.repository(named: "atlas"), shelf: shelf, services: test.services)
        #expect(test.services.push(repository) != .success(.suspended))
        test.expectStack([RepositoryListViewModel.self, RepositoryViewModel.self])
        test.expectCommands([.sent(.resetRoot(RepositoryListViewModel.expected())), .sent(.push(RepositoryViewModel.expected()))])
        guardian.cancel()
    }

    @Test func signedInUsersPassStraightThrough() throws {
        let test = TestNavigator(exhaustivity: .on)
        let guardian = SignInGuard.install(on: test.navigator.bus, session: SessionStore(account: "bob"))
        test.services.resetRoot(RepositoryListViewModel(shelf: RepositoryShelf(), services: test.services))
        #expect(test.services.push(try issue(test)) != .success(.suspended))
        test.expectCommands([.sent(.resetRoot(RepositoryListViewModel.expected())), .sent(.push(IssueViewModel.expected()))])
        guardian.cancel()
    }

    @Test func aSignInLeftOpenFiveMinutesFailsTheProtectedPush() async throws {
        let test = TestNavigator(exhaustivity: .on)
        let guardian = SignInGuard.install(on: test.navigator.bus, session: SessionStore())
        test.services.resetRoot(RepositoryListViewModel(shelf: RepositoryShelf(), services: test.services))
        test.services.push(try issue(test))
        await test.advance(by: SignInGuard.timeout - .seconds(1))
        test.expectStack([RepositoryListViewModel.self], modal: [SignInViewModel.self])
        await test.advance(by: .seconds(1))  // on the test's clock: no real time passes
        test.expectCommands([
            .sent(.resetRoot(RepositoryListViewModel.expected())), .sent(.present(SignInViewModel.expected())),
            .failed(.push(IssueViewModel.expected()), .guardTimedOut), .sent(.close(SignInViewModel.expected())),
        ])
        test.expectStack([RepositoryListViewModel.self])  // the guard's sign-in sheet went with it
        guardian.cancel()
    }
}
