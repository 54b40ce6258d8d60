import Testing
import Wayfinder

@Suite("explain")
@MainActor
struct ExplainTests {
    private func router() throws -> (Navigator, Router) {
        let (navigator, router) = try makeRouter(policy: RoutingPolicy(allowedSchemes: ["app"]))
        try router.register("app://user/me", access: .exposed) { _ in .navigate(.push(HomeViewModel())) }
        try router.register("app://user/:id<Int>", access: .exposed) { _ in .navigate(.push(DetailViewModel())) }
        try router.register("app://user/:id/posts", access: .exposed) { _ in .navigate(.push(ListViewModel())) }
        try router.register("app://admin") { _ in .navigate(.push(SettingsViewModel())) }
        try router.register("other://x", access: .exposed) { _ in .handled }
        try router.addRewriteRule(#"https://app\.example\.com/(.*)"#, "app://$1")
        return (navigator, router)
    }

    @Test func aMatchNamesTheRouteAndWhyTheOthersLost() throws {
        let (_, router) = try router()
        let explanation = router.explain(IncomingLink(url: "app://user/7", origin: .app))
        #expect(explanation.outcome == .route("app://user/:id<Int>"))
        #expect(explanation.candidates.map(\.line) == [
            "app://user/:id<Int> — matched",
            "app://user/:id/posts — needs 3 segments, the URL has 2",
            "app://user/me — segment 1 is \"7\", not \"me\"",
            "app://admin — segment 0 is \"user\", not \"admin\"",
        ])
    }

    @Test func aCountOfOneSegmentIsSingular() throws {
        let (_, router) = try router()
        let lines = router.explain(IncomingLink(url: "app://admin/users", origin: .app)).candidates.map(\.line)
        #expect(lines.contains("app://admin — takes 1 segment, the URL has 2"), "\(lines)")
    }

    @Test func aNonMatchListsEveryCandidateWithItsReason() throws {
        let (_, router) = try router()
        let explanation = router.explain(IncomingLink(url: "app://user/bob", origin: .app))
        #expect(explanation.outcome == .failed(.noRoute("app://user/bob")))
        #expect(explanation.candidates.map(\.verdict) == [
            .tooFewSegments(expected: 3, found: 2),
            .typeRejected(parameter: "id", type: "Int", value: "bob"),
            .literalDiffers(segment: 1, expected: "me", found: "bob"),
            .literalDiffers(segment: 0, expected: "admin", found: "user"),
        ])
    }

    struct Post: Decodable {
        let id: Int
        let page: Int?
    }

    @Test func parametersThatDoNotDecodeAreTheOutcome() throws {
        let (_, router) = try router()
        try router.register("app://post/:id") { (post: Post, _) in .navigate(.push(DetailViewModel(post.id))) }
        let explanation = router.explain(IncomingLink(url: "app://post/7?page=last", origin: .app))
        let error = RouteParameterError(
            pattern: "app://post/:id", parametersType: "Post", parameter: "page", expected: "Int", problem: .invalidValue("last"),
            atRegistration: false)
        #expect(explanation.outcome == .failed(.invalidParameter(error)))
        #expect(explanation.candidates.first?.line == "app://post/:id — matched")
        #expect(explanation.description.hasSuffix(
            #"outcome: failed: invalid parameter "page" of app://post/:id: expected Int, found "last""#))
        #expect(router.explain(IncomingLink(url: "app://post/7?page=2", origin: .app)).outcome == .route("app://post/:id"))
    }

    @Test func anOutrankedRouteSaysWhichRouteWon() throws {
        var table = RouteTable<Int>()
        try table.register("app://user/me", 1)
        try table.register("app://user/:name", 2)
        #expect(table.candidates(for: "app://user/me").map(\.line) == [
            "app://user/me — matched",
            "app://user/:name — matches, but app://user/me takes precedence",
        ])
    }

    @Test func aRefusalShowsTheRewritesAndThePolicyDecisions() throws {
        let (_, router) = try router()
        let explanation = router.explain(IncomingLink(url: "https://app.example.com/admin", origin: .webPage(referrer: nil)))
        #expect(explanation.rewrites.map { [$0.rule, $0.from, $0.to] } == [
            [#"https://app\.example\.com/(.*)"#, "https://app.example.com/admin", "app://admin"],
        ])
        #expect(explanation.outcome == .failed(.refused(.notExposed(pattern: "app://admin", origin: .webPage(referrer: nil)))))
        let refusal = try #require(explanation.policy.last)
        #expect(refusal.rule == "exposed" && !refusal.passed && refusal.detail == "app://admin from webPage(unknown)")
        #expect(explanation.policy.dropLast().allSatisfy { $0.passed })
        #expect(explanation.candidates.first?.verdict == .matched)
        #expect(explanation.description.contains("✗ exposed: app://admin from webPage(unknown)"))
    }

    @Test func aSchemeRefusalStopsBeforeTheTable() throws {
        let (_, router) = try router()
        let explanation = router.explain(IncomingLink(url: "other://x", origin: .pushNotification))
        #expect(explanation.outcome == .failed(.refused(.schemeNotAllowed("other"))))
        #expect(explanation.policy.last?.rule == "allowedSchemes")
        #expect(explanation.candidates.isEmpty)
    }

    @Test func loopsAndTextThatIsNotAURLAreExplainedToo() throws {
        let (_, router) = try router()
        try router.addRewriteRule("app://ping", "app://pong")
        try router.addRewriteRule("app://pong", "app://ping")
        let loop = router.explain(IncomingLink(url: "app://ping", origin: .app))
        #expect(loop.outcome == .failed(.rewriteLoop(["app://ping", "app://pong", "app://ping"])))
        #expect(loop.rewrites.map(\.line) == ["app://ping: app://ping → app://pong", "app://pong: app://pong → app://ping"])
        #expect(loop.candidates.isEmpty)
        #expect(router.explain(IncomingLink(url: "not a url", origin: .app)).outcome == .failed(.malformedURL("not a url")))
        #expect(router.explain(IncomingLink(url: "app://user/1\u{7}", origin: .app)).outcome == .failed(.refused(.controlCharacter(offset: 12))))
    }

    @Test func candidatesCompareBytesAndDecodeWildcardsAsMatchingDoes() throws {
        var table = RouteTable<Int>()
        try table.register("app://menu/café", 1)
        try table.register("app://files/*path", 2)
        #expect(table.match("app://menu/cafe%CC%81") == nil)
        #expect(table.candidates(for: "app://menu/cafe%CC%81").map(\.verdict) == [
            .literalDiffers(segment: 1, expected: "café", found: "cafe\u{301}"),
            .literalDiffers(segment: 0, expected: "files", found: "menu"),
        ])
        // A host in another script compares in its ASCII form, composed or not, as matching reads it.
        try table.register("app://café", 3)
        #expect(table.match("app://cafe%CC%81")?.output == 3)
        #expect(table.candidates(for: "app://cafe%CC%81").first?.verdict == .matched)
        #expect(table.match("app://files/a/%FF") == nil)
        #expect(table.candidates(for: "app://files/a/%FF").first?.verdict == .invalidEncoding(segment: 2))
    }

    @Test func explainingRunsNoHandlerAndChangesNothing() throws {
        let (navigator, router) = try router()
        let log = RouteEventLog(router)
        let before = navigator.stack.snapshot
        #expect(router.explain(IncomingLink(url: "app://user/me", origin: .app)).outcome == .route("app://user/me"))
        #expect(navigator.stack.snapshot == before)
        #expect(log.events.isEmpty)
    }

    @Test func theDescriptionReadsAsAReport() throws {
        let (_, router) = try router()
        #expect(router.explain(IncomingLink(url: "app://user/7/posts", origin: .app)).description == """
            explain app://user/7/posts from app
            rewrites: none
            policy:
              ✓ maximumURLLength: 18 of at most 4096 bytes
              ✓ controlCharacters: none
              ✓ maximumSegments: 3 of at most 32
              ✓ maximumQueryItems: 0 of at most 64
              ✓ oneReading: read alike by Foundation and browsers
            candidates:
              app://user/:id/posts — matched
              app://user/:id<Int> — takes 2 segments, the URL has 3
              app://user/me — segment 1 is "7", not "me"
              app://admin — segment 0 is "user", not "admin"
            outcome: route app://user/:id/posts
            """)
    }
}
