import Foundation
import Testing
import Wayfinder

/// The inputs issue 43 quoted, through the public entry points: each is refused with its reason
/// from every origin, or opens with the host every reader agrees on, given as text or as a `URL`.
@Suite("one reading of a URL")
@MainActor
struct OneReadingTests {
    /// A route for `shop.example` that records the URL it was handed, and web pages.
    private func shop() throws -> (Navigator, Router, Box) {
        let (navigator, router) = try makeRouter(policy: RoutingPolicy(allowedSchemes: ["https", "myapp"], allowedWebHosts: ["shop.example"]))
        router.setWebPages()
        let box = Box()
        try router.register("https://shop.example/*rest", access: .exposed) { request in
            box.handed.append(request.match.url)
            return .handled
        }
        try router.register("myapp://:target/settings", access: .exposed) { request in
            box.handed.append(request.match.parameters["target"] ?? "")
            return .handled
        }
        return (navigator, router, box)
    }

    final class Box {
        var handed: [String] = []
    }

    @Test(arguments: [RouteOrigin.app, .pushNotification, .otherApp(sourceApplication: "com.example.mail"), .webPage(referrer: nil)])
    func theQuotedInputsAreRefusedWithTheirReasonFromEveryOrigin(_ origin: RouteOrigin) throws {
        let (navigator, router, box) = try shop()
        let log = RouteEventLog(router)
        let before = navigator.stack.snapshot
        for (url, ambiguity, offset) in [
            (#"https://shop.example\@evil.com/account"#, URLAmbiguity.backslash, 20),
            (#"myapp://admin\@public/settings"#, .backslash, 13),
            ("https://@/shop.example/account", .emptyHost, 9),
            (#"https://shop.example/account\settings"#, .backslash, 28),
            ("https://f:b/c", .port, 10),
            ("https://ho%2Fst/", .hostCharacter, 10),
        ] {
            let expected = RoutingError.refused(.ambiguousURL(ambiguity, offset: offset))
            #expect(router.open(IncomingLink(url: url, origin: origin)).failure == expected, "\(url)")
            #expect(router.canOpen(IncomingLink(url: url, origin: origin)) == false)
            #expect(router.explain(IncomingLink(url: url, origin: origin)).description.contains("✗ oneReading: \(ambiguity) at byte \(offset)"))
        }
        #expect(box.handed.isEmpty)
        #expect(navigator.stack.snapshot == before)
        #expect(log.lines.count == 6)
    }

    @Test func aRefusalNamesWhatDiffered() {
        #expect(RoutingError.refused(.ambiguousURL(.backslash, offset: 20)).description
            == "refused: oneReading: a backslash in the authority or path at byte 20, where Foundation or a browser could read another host or path")
    }

    @Test func aFullwidthOrIDNHostRoutesAsTextAndAsAURLAndTheHandlerSeesTheHostItMatched() throws {
        let (_, router, box) = try shop()
        let fullwidth = "https://ｓｈｏｐ.example/account"
        #expect(router.open(IncomingLink(url: fullwidth, origin: .pushNotification)).isSuccess)
        #expect(router.open(IncomingLink(url: try #require(URL(string: fullwidth)), origin: .pushNotification)).isSuccess)
        #expect(box.handed == ["https://shop.example/account", "https://shop.example/account"])
        for handed in box.handed {
            #expect(URL(string: handed)?.host(percentEncoded: false) == "shop.example")
        }
    }

    @Test func anIDNOrIPv6WebPageOpensAsTextAndAsAURL() throws {
        let (navigator, router, _) = try shop()
        for url in ["https://bücher.example/x", "https://[2001:db8::1]/status"] {
            let foundation = try #require(URL(string: url))
            for link in [IncomingLink(url: url, origin: .app), IncomingLink(url: foundation, origin: .app)] {
                #expect(router.open(link).isSuccess, "\(link.url)")
                let page = try #require(navigator.stack.topViewModel as? WebPageViewModel)
                #expect(page.url.host(percentEncoded: false) == foundation.host(percentEncoded: false))
            }
        }
    }

    @Test func aHostInAnotherScriptNeverStandsForAnotherHostOnceDecoded() throws {
        var table = RouteTable<Int>()
        try table.register("https://shop.example/orders/:id", 1)
        try table.register("app://shop/x", 2)
        for url in [
            "https://shop.example%2F%C3%A4.evil.com/orders/7", "https://shop.example%3F%C3%A4/orders/7",
            "https://ｅｖｉｌ%40shop.example/orders/7", "app://shop%2F%C3%A4/x", "app://evil%40ｓｈｏｐ/x",
        ] {
            #expect(table.match(url) == nil, "\(url)")
        }
        #expect(table.match("https://ｓｈｏｐ.example/orders/7")?.output == 1)
        let (_, router) = try makeRouter()
        try router.register("app://shop/x", access: .exposed) { _ in .handled }
        #expect(router.openInternal("app:///evil@ｓｈｏｐ/x").failure == .noRoute("app:///evil@ｓｈｏｐ/x"))
        #expect(router.openInternal("app:///ｓｈｏｐ/x").isSuccess)
        for pattern in ["app://shop%2F%C3%A4/x", "app://evil%40ä/x"] {
            #expect(throws: RouteTableError.self, "\(pattern)") { try router.register(pattern) { _ in .handled } }
        }
    }

    @Test func rewriteRulesReadAHostInAnotherScriptInItsASCIIForm() throws {
        let (_, router) = try makeRouter()
        try router.addRewriteRule(#"https://shop\.example/settings"#, "app://settings")
        try router.register("app://settings") { _ in .handled }
        try router.register("https://shop.example/*rest") { _ in .handled }
        let explanation = router.explain(IncomingLink(url: "https://ｓｈｏｐ.example/settings", origin: .app))
        #expect(explanation.outcome == .route("app://settings"))
    }

    @Test func aURLFromTheSystemAlreadyEncodesItsBackslashAndReadsAlike() throws {
        let (_, router, box) = try shop()
        let url = try #require(URL(string: #"https://shop.example\@evil.com/account"#))
        #expect(url.absoluteString == "https://shop.example%5C@evil.com/account")
        #expect(router.open(IncomingLink(url: url, origin: .pushNotification)).failure == .refused(.webHostNotAllowed("evil.com")))
        #expect(box.handed.isEmpty, "Foundation's host, evil.com, is no route's: shop.example's route never runs")
    }
}
