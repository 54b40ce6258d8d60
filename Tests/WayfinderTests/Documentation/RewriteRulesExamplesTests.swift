import Testing
import Wayfinder

// The RewriteRules article quotes the bodies of these tests; keep them in sync.

@Suite("RewriteRules article examples")
@MainActor
struct RewriteRulesExamplesTests {
    private func makeShopRouter() throws -> (Navigator, Router) {
        let (navigator, router) = try makeRouter()
        try router.register("app://detail/:number<Int>") { request in
            .navigate(.push(DetailViewModel(request.parameter("number", as: Int.self)!)))
        }
        try addShopRewrites(to: router)
        return (navigator, router)
    }

    @Test func rulesApplyOneAtATimeUntilNoneMatches() throws {
        let (navigator, router) = try makeShopRouter()

        router.open("https://m.shop.com/item/42", origin: .webPage(referrer: nil))  // a universal link

        #expect((navigator.stack.topViewModel as? DetailViewModel)?.number == 42)
        #expect(router.explain("https://m.shop.com/item/42", origin: .app).rewrites.map(\.to) == [
            "https://www.shop.com/item/42",
            "app://detail/42",
        ])
    }

    @Test func theOldSchemeKeepsWorking() throws {
        let (navigator, router) = try makeShopRouter()
        #expect(router.openInternal("shopapp://detail/7").isSuccess)
        #expect((navigator.stack.topViewModel as? DetailViewModel)?.number == 7)
        #expect(router.explain("shopapp://detail/7", origin: .app).rewrittenURL == "app://detail/7")
    }

    @Test func anExpressionMatchesTheWholeURLOrNothing() throws {
        let rule = try RewriteRule(#"https://www\.shop\.com/item/(\d+)"#, "app://detail/$1")
        #expect(rule.apply(to: "https://www.shop.com/item/42") == "app://detail/42")
        #expect(rule.apply(to: "https://www.shop.com/item/42/reviews") == nil)
        #expect(rule.apply(to: "https://evil.com/?next=https://www.shop.com/item/42") == nil)
    }

    @Test func aCaptureCanBeTakenAsIsEncodedOrDecoded() throws {
        let url = "https://www.shop.com/search/red%20shoes"
        let asIs = try RewriteRule(#"https://www\.shop\.com/search/(.*)"#, "app://search?q=$1")
        let encoded = try RewriteRule(#"https://www\.shop\.com/search/(.*)"#, "app://search?q=$$1")
        let decoded = try RewriteRule(#"https://www\.shop\.com/search/(.*)"#, "app://search?q=$#1")
        #expect(asIs.apply(to: url) == "app://search?q=red%20shoes")
        #expect(encoded.apply(to: url) == "app://search?q=red%2520shoes")
        #expect(decoded.apply(to: url) == "app://search?q=red shoes")
    }

    @Test func encodingKeepsRawTextInsideAQueryValue() throws {
        let rule = try RewriteRule(#"https://www\.shop\.com/search/(.*)"#, "app://search?q=$$1")
        #expect(rule.apply(to: "https://www.shop.com/search/socks & shoes") == "app://search?q=socks%20%26%20shoes")
    }

    @Test func anUnknownVariableIsRefusedWhenTheRuleIsMade() throws {
        #expect(throws: RewriteRuleError.invalidVariable(template: "app://$hostname", position: 6)) {
            try RewriteRule("https://.*", "app://$hostname")
        }
        #expect(throws: RewriteRuleError.self) {
            try RewriteRule("https://shop\\.com/(.*))", "app://$1")
        }
        for template in ["app://$0", "app://$$host"] {
            #expect(throws: RewriteRuleError.invalidVariable(template: template, position: 6)) {
                try RewriteRule("https://.*", template)
            }
        }
        #expect(try RewriteRule("app://(a)", "app://$10").apply(to: "app://a") == "app://a0")
    }

    @Test func aCycleFailsAtOnce() throws {
        let (navigator, router) = try makeRouter()
        let before = navigator.stack.snapshot
        try router.addRewriteRule("app://ping", "app://pong")
        try router.addRewriteRule("app://pong", "app://ping")
        #expect(router.openInternal("app://ping").failure == .rewriteLoop(["app://ping", "app://pong", "app://ping"]))
        #expect(navigator.stack.snapshot == before)
    }

    @Test func thePolicyChecksTheRewrittenURLAgain() throws {
        let (_, router) = try makeRouter()
        try router.register("app://note/:text") { _ in .handled }
        try router.addRewriteRule("app://legacy-note/(.*)", "app://note/$#1")
        #expect(router.openInternal("app://legacy-note/%2500").failure == .refused(.controlCharacter(offset: 11)))
    }
}
