import Testing
import Wayfinder

// The RewriteRules article quotes the bodies of these tests; keep them in sync.

@Suite("RewriteRules article examples")
@MainActor
struct RewriteRulesExamplesTests {
    private func makeShopRouter() throws -> (Navigator, Router) {
        let (navigator, router) = try makeRouter(policy: RoutingPolicy(allowedSchemes: ["app"]))
        try router.register("app://detail/:number<Int>", access: .exposed) { request in
            .navigate(.push(DetailViewModel(request.match.parameters["number"].flatMap(Int.init)!)))
        }
        try addShopRewrites(to: router)
        return (navigator, router)
    }

    @Test func rulesApplyOneAtATimeUntilNoneMatches() throws {
        let (navigator, router) = try makeShopRouter()

        router.open(IncomingLink(url: "https://m.shop.com/item/42", origin: .webPage(referrer: nil)))  // a universal link

        #expect((navigator.stack.topViewModel as? DetailViewModel)?.number == 42)
        #expect(router.explain(IncomingLink(url: "https://m.shop.com/item/42", origin: .app)).outcome == .route("app://detail/:number<Int>"))
    }

    @Test func theOldSchemeKeepsWorking() throws {
        let (navigator, router) = try makeShopRouter()
        #expect(throws: Never.self) { try router.openInternal("shopapp://detail/7").get() }
        #expect((navigator.stack.topViewModel as? DetailViewModel)?.number == 7)
        #expect(router.explain(IncomingLink(url: "shopapp://detail/7", origin: .app)).description.contains("→ app://detail/7\n"))
    }

    @Test func anExpressionMatchesTheWholeURLOrNothing() throws {
        let item = #"https://www\.shop\.com/item/(\d+)"#
        #expect(try rewrite("https://www.shop.com/item/42", with: item, "app://detail/$1") == "app://detail/42")
        #expect(try rewrite("https://www.shop.com/item/42/reviews", with: item, "app://detail/$1") == nil)
        #expect(try rewrite("https://evil.com/?next=https://www.shop.com/item/42", with: item, "app://detail/$1") == nil)
    }

    @Test func aCaptureCanBeTakenAsIsEncodedOrDecoded() throws {
        let url = "https://www.shop.com/search/red%20shoes"
        let search = #"https://www\.shop\.com/search/(.*)"#
        #expect(try rewrite(url, with: search, "app://search?q=$1") == "app://search?q=red%20shoes")
        #expect(try rewrite(url, with: search, "app://search?q=$$1") == "app://search?q=red%2520shoes")
        #expect(try rewrite(url, with: search, "app://search?q=$#1") == "app://search?q=red shoes")
    }

    @Test func encodingKeepsRawTextInsideAQueryValue() throws {
        let search = #"https://www\.shop\.com/search/(.*)"#
        #expect(try rewrite("https://www.shop.com/search/socks & shoes", with: search, "app://search?q=$$1")
            == "app://search?q=socks%20%26%20shoes")
    }

    @Test func anUnknownVariableIsRefusedWhenTheRuleIsAdded() throws {
        let (_, router) = try makeRouter()
        #expect(throws: RewriteRuleError.invalidVariable(template: "app://$hostname", position: 6)) {
            try router.addRewriteRule("https://.*", "app://$hostname")
        }
        #expect(throws: RewriteRuleError.self) {
            try router.addRewriteRule("https://shop\\.com/(.*))", "app://$1")
        }
        for template in ["app://$0", "app://$$host"] {
            #expect(throws: RewriteRuleError.invalidVariable(template: template, position: 6)) {
                try router.addRewriteRule("https://.*", template)
            }
        }
        #expect(try rewrite("app://a", with: "app://(a)", "app://$10") == "app://a0")
    }

    @Test func aCycleFailsAtOnce() throws {
        let (navigator, router) = try makeRouter()
        let before = navigator.stack.snapshot
        try router.addRewriteRule("app://ping", "app://pong")
        try router.addRewriteRule("app://pong", "app://ping")
        #expect(throws: RoutingError.rewriteLoop(["app://ping", "app://pong", "app://ping"])) { try router.openInternal("app://ping").get() }
        #expect(navigator.stack.snapshot == before)
    }

    @Test func thePolicyChecksTheRewrittenURLAgain() throws {
        let (_, router) = try makeRouter()
        try router.register("app://note/:text") { _ in .handled }
        try router.addRewriteRule("app://legacy-note/(.*)", "app://note/$#1")
        #expect(throws: RoutingError.refused(.controlCharacter(offset: 11))) { try router.openInternal("app://legacy-note/%2500").get() }
    }
}
