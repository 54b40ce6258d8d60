import Foundation
import Testing
import Wayfinder
import WayfinderTesting

// The "Reproducing a user's journey" article's examples, run: a session recorded in the app (home,
// the sign-in sheet, the profile), exported, and replayed in a test.

@Suite("Reproducing a user's journey article")
@MainActor
struct ReproducingAJourneyExamplesTests {
    @Test func aSessionRecordedAtLaunchReplaysInATest() async throws {
        let app = TestNavigator()
        let home = HomeViewModel(services: app.services, session: Session())
        launch(app.navigator, home: home)
        home.profileTapped()
        await app.settle()
        try #require(app.stack.topViewModel as? LoginViewModel).signIn(user: "ada")
        await app.settle()
        app.expectStack([HomeViewModel.self, ProfileViewModel.self])

        let json = try #require(journeyAttachment(of: app.navigator))
        #expect(try replayReportedJourney(json) == 4)
    }

    @Test func aRevealedRoutesLinksAreKeptWhole() throws {
        let app = TestNavigator()
        app.services.resetRoot(HomeViewModel(services: app.services, session: Session()))
        recordRevealingSettings(app.navigator)
        let router = Router(services: app.services)
        try router.register("myapp://settings/:section") { _ in .navigate(.push(ProfileViewModel())) }
        try router.register("myapp://repos/:name") { _ in .navigate(.push(ProfileViewModel())) }
        router.openInternal("myapp://settings/privacy")
        router.openInternal("myapp://repos/secret-project")
        let text = try #require(app.navigator.journey?.description)
        #expect(text.contains("link myapp://settings/privacy from app"))
        #expect(text.contains("link myapp://repos/:name from app"))
        #expect(!text.contains("secret-project"))
    }
}
