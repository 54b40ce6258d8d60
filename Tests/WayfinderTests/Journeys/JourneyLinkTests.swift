import Foundation
import Testing
import Wayfinder

/// A navigator recording its journey, and its router: a route to a detail by number, exposed to
/// other apps, and one to a list by a name (free text).
@MainActor
private func makeRecordingRouter(
    revealing reveals: @escaping @MainActor (RouteEvent.Handler) -> Bool = { _ in false }
) throws -> (Navigator, Router) {
    let navigator = try makeNavigator()
    navigator.services.resetRoot(HomeViewModel())
    navigator.recordJourney(revealing: reveals)
    let router = Router(services: navigator.services, policy: RoutingPolicy(allowedSchemes: ["app"]))
    try router.register("app://detail/:id<Int>", access: .exposed) { _ in .navigate(.push(DetailViewModel())) }
    try router.register("app://lists/:name", access: .exposed) { _ in .navigate(.push(ListViewModel())) }
    return (navigator, router)
}

@Suite("links in a journey")
@MainActor
struct JourneyLinkTests {
    @Test func aLinkIsAStepWithItsRouteItsOriginAndItsOutcomeAndItsCommandFollows() throws {
        let (navigator, router) = try makeRecordingRouter()
        router.open(IncomingLink(url: "app://detail/7", origin: .otherApp(sourceApplication: "com.example.mail")))
        #expect(navigator.journey?.description == """
            1. link app://detail/:id<Int> from otherApp(com.example.mail) → opened: push
            2. push DetailViewModel → performed
            """)
    }

    @Test func aLinkKeepsNoneOfTheUsersTextByDefault() throws {
        let (navigator, router) = try makeRecordingRouter()
        router.open(IncomingLink(url: "app://lists/groceries?owner=alice", origin: .webPage(referrer: "https://mail.example.com/inbox/42")))
        router.openInternal("https://alice:secret@example.com/private/diary?day=3")
        router.openInternal("app://nowhere/alice")
        router.openInternal("not a url")
        router.open(IncomingLink(url: "https://example.com\\alice\\private", origin: .pushNotification))
        let json = try #require(navigator.journey.map { String(decoding: $0.json(), as: UTF8.self) })
        for secret in ["groceries", "alice", "secret", "private", "diary", "inbox", "not a url"] {
            #expect(!json.contains(secret), "\(secret) was recorded")
        }
        #expect(navigator.journey?.description == """
            1. link app://lists/:name from webPage(https://mail.example.com) → opened: push
            2. push ListViewModel → performed
            3. link https://example.com from app → failed: no route
            4. link app: from app → failed: no route
            5. link (not a URL) from app → failed: not a URL with a scheme
            6. link https://example.com from pushNotification → failed: refused by the policy
            """)
    }

    @Test func theAppRevealsTheURLsOfTheRoutesItChooses() throws {
        let (navigator, router) = try makeRecordingRouter { $0 == .route("app://detail/:id<Int>") }
        router.openInternal("app://detail/7")
        router.openInternal("app://lists/groceries")
        #expect(navigator.journey?.description.split(separator: "\n").filter { $0.contains("link") } == [
            "1. link app://detail/7 from app → opened: push",
            "3. link app://lists/:name from app → opened: push",
        ])
    }

    @Test func aValueAskedOfARouteIsNoStep() throws {
        let (navigator, router) = try makeRecordingRouter()
        try router.register("app://badge") { _ in .value(3) }
        _ = router.value(for: IncomingLink(url: "app://badge", origin: .app), as: Int.self)
        #expect(navigator.journey?.description == "(no steps)")
    }
}
