import AccountFeature
import Testing
import Wayfinder
import WayfinderTesting

/// The Account module: the sign-in sheet hands the account back to whoever asked.
@Suite("account view models")
@MainActor
struct AccountViewModelTests {
    @Test func signingInDeliversTheAccountAndClosesTheSheet() async throws {
        let test = TestNavigator(exhaustivity: .on)
        let session = SessionStore()
        test.services.resetRoot(ProfileViewModel(session: session, services: test.services, links: nil))
        var signedIn: Bool?
        Task { signedIn = await session.requestSignIn(using: test.services) }
        await test.settle()
        test.expectStack([ProfileViewModel.self], modal: [SignInViewModel.self])
        test.expectTopViewModel(SignInViewModel.self)?.actions[1].perform()
        await test.settle()
        #expect(signedIn == true)
        #expect(session.account == "bob")
        test.expectStack([ProfileViewModel.self])
        test.expectCommands([.sent(.resetRoot(ProfileViewModel.expected())), .sent(.present(SignInViewModel.expected())), .sent(.close(SignInViewModel.expected()))])
    }

    @Test func cancellingLeavesNobodySignedIn() async throws {
        let test = TestNavigator()
        let session = SessionStore()
        test.services.resetRoot(ProfileViewModel(session: session, services: test.services, links: nil))
        var signedIn: Bool?
        Task { signedIn = await session.requestSignIn(using: test.services) }
        await test.settle()
        let sheet = try #require(test.expectTopViewModel(SignInViewModel.self))
        try #require(sheet.actions.last?.title == "Cancel")
        sheet.actions.last?.perform()
        await test.settle()
        #expect(signedIn == false)
        #expect(session.account == nil)
        test.expectStack([ProfileViewModel.self])
    }

    @Test func aSignedInSessionDoesNotAskAgain() async {
        let test = TestNavigator(exhaustivity: .on)
        let session = SessionStore(account: "alice")
        #expect(await session.requestSignIn(using: test.services))
        test.expectCommands([])
    }

    @Test func theProfileSignsInAndOutAndOpensTheSettingsByURL() async throws {
        let test = TestNavigator()
        let session = SessionStore()
        let links = RecordingLinks()
        let profile = ProfileViewModel(session: session, services: test.services, links: links)
        test.services.resetRoot(profile)
        #expect(profile.lines == ["Not signed in."])
        #expect(profile.actions.map(\.title) == ["Sign in", "Settings"])
        profile.actions[0].perform()
        await test.settle()
        test.expectTopViewModel(SignInViewModel.self)?.actions[0].perform()
        await test.settle()
        #expect(profile.lines == ["Signed in as alice."])
        profile.actions[1].perform()
        #expect(links.opened == ["sample://settings"])
        profile.actions[0].perform()
        #expect(session.account == nil)
        #expect(links.opened == ["sample://settings", "sample://signed-out"])
    }
}
