import Foundation
import Testing
import Wayfinder

/// `RoutingPolicy.allowedWebHosts`: the web pages open a page from outside the app only for a
/// host the app named, exactly; the app's own code opens any host.
@Suite("routing policies: web hosts")
@MainActor
struct WebHostPolicyTests {
    private func router(hosts: Set<String>, schemes: Set<String> = ["https", "http"]) throws -> (Navigator, Router) {
        let (navigator, router) = try makeRouter(policy: RoutingPolicy(allowedSchemes: schemes, allowedWebHosts: hosts))
        router.setWebPages()
        return (navigator, router)
    }

    @Test(arguments: externalOrigins)
    func aNamedHostOpensFromOutsideAndNoOtherDoes(_ origin: RouteOrigin) throws {
        let (navigator, router) = try router(hosts: ["shop.com"])
        let log = RouteEventLog(router)
        #expect(router.open(IncomingLink(url: "https://shop.com/sale", origin: origin)).isSuccess)
        #expect((navigator.stack.topViewModel as? WebPageViewModel)?.url == URL(string: "https://shop.com/sale"))
        let before = navigator.stack.snapshot
        for (url, host) in [
            ("https://evil.example/login", "evil.example"), ("http://www.shop.com/", "www.shop.com"),
            ("https://shop.com.evil.example/", "shop.com.evil.example"), ("https://sub.shop.com/x", "sub.shop.com"),
        ] {
            let link = IncomingLink(url: url, origin: origin)
            #expect(router.open(link).failure == .refused(.webHostNotAllowed(host)), "\(url)")
            #expect(!router.canOpen(link))
        }
        #expect(navigator.stack.snapshot == before)
        #expect(log.lines.last == "failed https://sub.shop.com/x from \(origin): \(RoutingError.refused(.webHostNotAllowed("sub.shop.com")))")
    }

    @Test func theAppsOwnCodeOpensAnyHost() throws {
        let (navigator, router) = try router(hosts: [])
        #expect(router.openInternal("https://evil.example/page").isSuccess)
        #expect(navigator.stack.topViewModel is WebPageViewModel)
        #expect(router.canOpen(IncomingLink(url: "http://anything.example", origin: .app)))
    }

    @Test func hostsAreLowercasedAndCompareWhateverTheURLsCase() throws {
        let (navigator, router) = try router(hosts: ["Shop.COM"])
        #expect(router.policy.allowedWebHosts == ["shop.com"])
        router.policy.allowedWebHosts = ["Docs.Example"]
        #expect(router.policy.allowedWebHosts == ["docs.example"])
        #expect(router.open(IncomingLink(url: "HTTPS://DOCS.example/a", origin: .pushNotification)).isSuccess)
        #expect(navigator.stack.topViewModel is WebPageViewModel)
        #expect(router.open(IncomingLink(url: "https://%64ocs.example/a", origin: .pushNotification)).isSuccess)
    }

    @Test func theSchemeMustBeAllowedToo() throws {
        let (navigator, router) = try router(hosts: ["shop.com"], schemes: ["https"])
        #expect(router.open(IncomingLink(url: "http://shop.com/", origin: .webPage(referrer: nil))).failure
            == .refused(.schemeNotAllowed("http")))
        #expect(router.open(IncomingLink(url: "https://shop.com/", origin: .webPage(referrer: nil))).isSuccess)
        #expect(navigator.stack.topViewModel is WebPageViewModel)
    }

    @Test(arguments: externalOrigins)
    func anExposedRouteForAHostIsJudgedAsARouteNotAsAPage(_ origin: RouteOrigin) throws {
        let (navigator, router) = try router(hosts: [])
        try router.register("https://shop.com/item/:id", access: .exposed) { _ in .navigate(.push(DetailViewModel())) }
        #expect(router.open(IncomingLink(url: "https://shop.com/item/1", origin: origin)).isSuccess)
        #expect(navigator.stack.topViewModel is DetailViewModel)
        #expect(router.open(IncomingLink(url: "https://shop.com/cart", origin: origin)).failure
            == .refused(.webHostNotAllowed("shop.com")))
    }

    @Test func withoutWebPagesAnUnclaimedURLHasNoRouteWhateverTheHosts() throws {
        let (_, router) = try makeRouter(policy: RoutingPolicy(allowedSchemes: ["https"]))
        #expect(router.open(IncomingLink(url: "https://shop.com/", origin: .pushNotification)).failure
            == .noRoute("https://shop.com/"))
    }

    @Test func aHostFoundationReadsDifferentlyIsNoPage() throws {
        let (_, router) = try router(hosts: ["shop.com", "evil.com"])
        let url = #"https://evil.com\@shop.com/x"#
        #expect(router.open(IncomingLink(url: url, origin: .webPage(referrer: nil))).failure
            == .refused(.ambiguousURL(.backslash, offset: 16)))
    }

    @Test func listedHostsCompareAsHostsInCapitalsBracketsOrAnotherScript() throws {
        let (navigator, router) = try router(hosts: ["Bücher.example", "[2001:DB8::1]", "SHOP.com"])
        for url in ["https://xn--bcher-kva.example/a", "https://bücher.example/b", "https://[2001:db8::1]/status", "https://shop.COM/"] {
            #expect(router.open(IncomingLink(url: url, origin: .pushNotification)).isSuccess, "\(url)")
            #expect(navigator.stack.topViewModel is WebPageViewModel)
        }
        #expect(router.open(IncomingLink(url: "https://[2001:db8::2]/", origin: .pushNotification)).failure
            == .refused(.webHostNotAllowed("2001:db8::2")))
    }
}
