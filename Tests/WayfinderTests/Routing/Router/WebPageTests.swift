import Foundation
import Testing
import Wayfinder

@Suite("web pages")
@MainActor
struct WebPageTests {
    @Test func anUnclaimedWebURLOpensAWebPage() throws {
        let (navigator, router) = try makeRouter()
        router.setWebPages()
        let log = RouteEventLog(router)
        _ = try router.openInternal("https://example.com/docs?x=1").get()
        let page = try #require(navigator.stack.topViewModel as? WebPageViewModel)
        #expect(page.url == URL(string: "https://example.com/docs?x=1"))
        #expect(log.lines == ["opened https://example.com/docs?x=1 from app by the web page"])
        #expect(router.canOpen(IncomingLink(url: "http://example.com", origin: .app)))
        #expect(router.explain(IncomingLink(url: "http://example.com", origin: .app)).outcome == .webPage)
    }

    @Test func aPageWithSpacesOrTextInItsURLStillOpens() throws {
        let (navigator, router) = try makeRouter()
        router.setWebPages()
        _ = try router.openInternal("https://example.com/wiki/原子 弹?q=a b").get()
        let page = try #require(navigator.stack.topViewModel as? WebPageViewModel)
        #expect(page.url.absoluteString == "https://example.com/wiki/%E5%8E%9F%E5%AD%90%20%E5%BC%B9?q=a%20b")
    }

    @Test(arguments: [
        (#"https://evil.com\@shop.com/x"#, URLAmbiguity.backslash, 16), ("https://", .emptyHost, 8), ("https:///x", .emptyHost, 8),
    ])
    func aPageWhoseHostFoundationReadsDifferentlyOrThatHasNoneDoesNotOpen(_ url: String, _ ambiguity: URLAmbiguity, _ offset: Int) throws {
        let (navigator, router) = try makeRouter()
        router.setWebPages()
        let before = navigator.stack.snapshot
        #expect(router.openInternal(url).failure == .refused(.ambiguousURL(ambiguity, offset: offset)))
        #expect(navigator.stack.snapshot == before)
    }

    @Test(arguments: [
        ("https://bücher.example/x", "xn--bcher-kva.example"), ("https://[2001:db8::1]/status", "2001:db8::1"),
        ("https://ｓｈｏｐ.example/", "shop.example"),
    ])
    func aPageOfAHostInAnotherScriptOrAnIPv6LiteralOpens(_ url: String, _ host: String) throws {
        let (navigator, router) = try makeRouter()
        router.setWebPages()
        #expect(router.openInternal(url).isSuccess)
        #expect(try #require(navigator.stack.topViewModel as? WebPageViewModel).url.host(percentEncoded: false) == host)
        #expect(try #require(URL(string: url)).host(percentEncoded: false) == host, "as Foundation reads the link")
    }

    @Test func aRouteForTheDomainWinsOverTheWebPage() throws {
        let (navigator, router) = try makeRouter()
        router.setWebPages(presentation: .present)
        try router.register("https://shop.com/item/:id") { _ in .navigate(.push(DetailViewModel())) }
        router.openInternal("https://shop.com/item/1")
        #expect(navigator.stack.topViewModel is DetailViewModel)
        router.openInternal("https://shop.com/cart")
        #expect(navigator.stack.snapshot.names.last == ["WebPageViewModel"])
        #expect(navigator.stack.snapshot.levels.count == 2)
    }

    @Test func onlyWebSchemesAndOnlyOnceSetBecomeWebPages() throws {
        let (navigator, router) = try makeRouter()
        #expect(router.openInternal("https://example.com").failure == .noRoute("https://example.com"))
        router.setWebPages { url in DetailViewModel(url.absoluteString.count) }
        #expect(router.openInternal("ftp://example.com").failure == .noRoute("ftp://example.com"))
        #expect(router.openInternal("https://example.com").isSuccess)
        #expect((navigator.stack.topViewModel as? DetailViewModel)?.number == 19)
    }

    @Test func theSchemeAllowListAppliesToWebPagesFromOutside() throws {
        let (_, router) = try makeRouter(policy: RoutingPolicy(allowedSchemes: ["app"]))
        router.setWebPages()
        #expect(router.open(IncomingLink(url: "https://example.com", origin: .pushNotification)).failure == .refused(.schemeNotAllowed("https")))
        #expect(router.canOpen(IncomingLink(url: "https://example.com", origin: .app)))
    }
}
