import Foundation
import Testing
import Wayfinder

@Suite("rewrite rules")
struct RewriteRuleTests {
    @Test func theIssueExampleRewritesAShopURLIntoAnAppRoute() throws {
        let rule = try RewriteRule(#"(?:https://)?www.shop.com/search/(.*)"#, "app://page/search?product=$$1")
        #expect(rule.apply(to: "https://www.shop.com/search/red shoes&more")
            == "app://page/search?product=red%20shoes%26more")
        #expect(rule.apply(to: "www.shop.com/search/原") == "app://page/search?product=%E5%8E%9F")
        #expect(rule.apply(to: "https://evil.com/?next=www.shop.com/search/x") == nil)
    }

    @Test(arguments: [
        ("$1", "a%20b"),
        ("$$1", "a%2520b"),
        ("$#1", "a b"),
        ("$2|$3", "x|"),
        ("$scheme", "https"),
        ("$host", "shop.com"),
        ("$port", "8443"),
        ("$path", "/p/a%20b/x"),
        ("$query", "q=1&r=2"),
        ("$fragment", "top"),
        ("$url", "https://shop.com:8443/p/a%20b/x?q=1&r=2#top"),
        ("app://$host$path?$query", "app://shop.com/p/a%20b/x?q=1&r=2"),
        ("$1$1-$host.name", "a%20ba%20b-shop.com.name"),
    ])
    func everyTemplateVariable(_ template: String, _ expected: String) throws {
        let rule = try RewriteRule(#"https://shop\.com:8443/p/([^/]*)/(x)(y)?\?.*"#, template)
        #expect(rule.apply(to: "https://shop.com:8443/p/a%20b/x?q=1&r=2#top") == expected)
    }

    /// Plain text and raw captures are copied straight from the template and the URL's bytes;
    /// the captures' offsets must hold for a URL that is not ASCII too.
    @Test func rawCapturesOfAURLThatIsNotASCIIComeOutWhole() throws {
        let rule = try RewriteRule(#"app://wiki/([^/]*)/([^/]*)(/x)?"#, "app://page/$2/$1$3!")
        #expect(rule.apply(to: "app://wiki/日本/über") == "app://page/über/日本!")
        #expect(rule.apply(to: "app://wiki/é/🙂/x") == "app://page/🙂/é/x!")
        #expect(rule.apply(to: "app://wiki/a/b") == "app://page/b/a!")
        let mixed = try RewriteRule(#"app://wiki/([^/]*)/([^/]*)"#, "app://page/$2/$$1")
        #expect(mixed.apply(to: "app://wiki/日本/über") == "app://page/über/%E6%97%A5%E6%9C%AC")
    }

    @Test(arguments: [("$", 0), ("a$x", 1), ("$0", 0), ("$$scheme", 0), ("ok $#", 3), ("$hostname", 0)])
    func anUnknownVariableIsRejected(_ template: String, _ position: Int) {
        #expect(throws: RewriteRuleError.invalidVariable(template: template, position: position)) {
            try RewriteRule("x", template)
        }
    }

    /// A rule skips the regular expression when a URL does not start with the expression's
    /// literal text; quantifiers, escapes, alternations and non-ASCII text end that text early.
    @Test(arguments: [
        (#"https://ex\.com/(\w+)"#, "https://ex.com/a", "https://ex.com/a"),
        (#"https://ex\.com/(\w+)"#, "https://exxcom/a", nil),
        (#"app://ab?c"#, "app://ac", "app://ac"),
        (#"app://ab*c"#, "app://ac", "app://ac"),
        (#"app://a{0}b"#, "app://b", "app://b"),
        (#"app://x|web://x"#, "web://x", "web://x"),
        (#"app://\d+"#, "app://42", "app://42"),
        (#"app://é|app://e"#, "app://e", "app://e"),
    ] as [(String, String, String?)])
    func theLiteralPrefixNeverRefusesAURLTheExpressionMatches(pattern: String, url: String, expected: String?) throws {
        let rule = try RewriteRule(pattern, "$url")
        #expect(rule.apply(to: url) == expected)
    }

    @Test func anInvalidExpressionIsRejected() {
        #expect(throws: RewriteRuleError.self) { try RewriteRule("(unclosed", "app://x") }
        #expect(throws: RewriteRuleError.self) { try RewriteRule("a)|(.*", "app://x") }
    }

    @Test(arguments: ["\u{2028}", "\u{2029}", "\u{85}", "\n", "\r\n", "/x"])
    func aTrailingLineTerminatorOrAnythingElseDefeatsTheMatch(_ suffix: String) throws {
        let rule = try RewriteRule(#"https://example\.com/(\w+)"#, "app://profile/$1")
        #expect(rule.apply(to: "https://example.com/ada") == "app://profile/ada")
        #expect(rule.apply(to: "https://example.com/ada" + suffix) == nil)
    }
}

@Suite("rewrite rules in the router")
@MainActor
struct RouterRewriteTests {
    @Test func rulesApplyInOrderUntilNoneMatchesThenTheResultIsMatched() throws {
        let (navigator, router) = try makeRouter()
        try router.register("app://detail/:number<Int>") { request in
            .navigate(.push(DetailViewModel(request.match.parameters["number"].flatMap(Int.init)!)))
        }
        try router.addRewriteRule(#"https://m\.shop\.com/(.*)"#, "https://www.shop.com/$1")
        try router.addRewriteRule(#"https://www\.shop\.com/item/(\d+)"#, "app://detail/$1")
        _ = try router.openInternal("https://m.shop.com/item/42").get()
        #expect((navigator.stack.topViewModel as? DetailViewModel)?.number == 42)
        let explanation = router.explain(IncomingLink(url: "https://m.shop.com/item/42", origin: .app))
        #expect(explanation.rewrites.map(\.to) == ["https://www.shop.com/item/42", "app://detail/42"])
        #expect(explanation.rewrites.last?.to == "app://detail/42")
    }

    @Test func aCycleIsDetectedAndReported() throws {
        let (navigator, router) = try makeRouter()
        try router.addRewriteRule("app://a", "app://b")
        try router.addRewriteRule("app://b", "app://a")
        let before = navigator.stack.snapshot
        #expect(router.openInternal("app://a").failure == .rewriteLoop(["app://a", "app://b", "app://a"]))
        #expect(router.openInternal("app://same").isSuccess == false)
        try router.addRewriteRule("app://same", "app://same")
        #expect(router.openInternal("app://same").failure == .rewriteLoop(["app://same", "app://same"]))
        #expect(navigator.stack.snapshot == before)
    }

    @Test func aRuleThatNeverRepeatsStopsAtTheBound() throws {
        let (_, router) = try makeRouter()
        try router.addRewriteRule("app://n/(.*)", "app://n/x$1")
        guard case .rewriteLoop(let urls)? = router.openInternal("app://n/").failure else {
            Issue.record("expected a rewrite loop")
            return
        }
        #expect(urls.count == Router.maximumRewrites + 2)
        #expect(urls.last == "app://n/" + String(repeating: "x", count: Router.maximumRewrites + 1))
    }
}
