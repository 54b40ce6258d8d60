import Testing
import Wayfinder

@Suite("Routing example")
@MainActor
struct RoutingExampleTests {
    @Test func aUniversalLinkOpensTheRepositoryOverItsProfile() throws {
        let navigator = try makeAppNavigator()
        let router = try makeSiteRouter(for: navigator)

        router.open(IncomingLink(url: "https://example.com/ada/engine", origin: .webPage(referrer: nil)))

        #expect(navigator.stack.snapshot.description == """
            root · nav#1
              #1 ProfileViewModel
              #2 RepositoryViewModel
            """)
        #expect(throws: RoutingError.refused(.notExposed(pattern: "myapp://sign-in", origin: .pushNotification))) {
            try router.open(IncomingLink(url: "myapp://sign-in", origin: .pushNotification)).get()
        }
        #expect(throws: Never.self) { try router.openInternal("myapp://sign-in").get() }
        #expect(throws: Never.self) { try router.openInternal("https://swift.org").get() }
        #expect(navigator.stack.topViewModel is WebPageViewModel)
        #expect(throws: Never.self) { try router.open(IncomingLink(url: "https://example.com/about", origin: .webPage(referrer: nil))).get() }
        #expect(throws: RoutingError.refused(.webHostNotAllowed("swift.org"))) {
            try router.open(IncomingLink(url: "https://swift.org", origin: .webPage(referrer: nil))).get()
        }
    }

    @Test func everyRouteDeclaresWhatItShowsAndEachHasAScreen() throws {
        let navigator = try makeAppNavigator()
        let router = try makeSiteRouter(for: navigator)
        #expect(router.validateScreens(in: navigator.screens).isEmpty)
        navigator.screens.unregister(SignInViewModel.self)
        #expect(router.validateScreens(in: navigator.screens).map(\.description) == [
            "SignInViewModel has no screen; needed by route myapp://sign-in",
        ])
    }

    @Test func explainSaysWhyALinkDoesNothing() throws {
        let navigator = try makeAppNavigator()
        let router = try makeSiteRouter(for: navigator)
        #expect(router.explain(IncomingLink(url: "myapp://profile/ada/repo/engine", origin: .app)).description == """
            explain myapp://profile/ada/repo/engine from app
            rewrites: none
            policy:
              ✓ maximumURLLength: 31 of at most 4096 bytes
              ✓ controlCharacters: none
              ✓ maximumSegments: 4 of at most 32
              ✓ maximumQueryItems: 0 of at most 64
              ✓ oneReading: read alike by Foundation and browsers
            candidates:
              myapp://profile/:user/repos/:name — segment 2 is "repo", not "repos"
              myapp://sign-in — segment 0 is "profile", not "sign-in"
            outcome: failed: no route matches myapp://profile/ada/repo/engine
            """)
    }
}
