import Testing
import Wayfinder

/// The outside reaches only what the app exposed: a router with every default (no policy given,
/// routes registered with no `access:`, web pages set) opens nothing from outside, hostile or
/// not, while the app's own code opens every route; a route registered `access: .exposed` with
/// its scheme allowed opens from outside.
@Suite("safe defaults: nothing from outside unless exposed")
@MainActor
struct SafeDefaultsTests {
    /// Every external origin: other apps with and without an identifier, web pages with and
    /// without a referrer, notifications.
    nonisolated static let outside: [RouteOrigin] = [
        .otherApp(sourceApplication: nil), .otherApp(sourceApplication: "x"),
        .webPage(referrer: nil), .webPage(referrer: "https://evil.example"), .pushNotification,
    ]

    /// A URL for each way in: the routes of the hostile corpus's app, a rewrite onto one, a web page.
    nonisolated static let reachable = [
        "app://detail/1", "app://admin/users", "app://pay/5", "app://files/a/b", "https://shop.com/product/1",
        "https://shop.com/p/abc", "https://example.com/docs",
    ]

    /// The hostile corpus's app, with every default: `Router(services:)`, no `access:`, and web
    /// pages for any `http` or `https` URL no route takes.
    private func defaultRouter() throws -> (Navigator, Router) {
        let navigator = try makeNavigator()
        try navigator.screens.register(WebPageViewModel.self) { TestScreen(viewModel: $0) }
        navigator.services.resetRoot(HomeViewModel())
        let router = Router(services: navigator.services)
        try router.register("app://detail/:id") { _ in .navigate(.push(DetailViewModel())) }
        try router.register("app://admin/:section") { _ in .navigate(.push(DetailViewModel())) }
        try router.register("app://pay/:amount", sourceApps: ["com.bank.app"]) { _ in .navigate(.push(DetailViewModel())) }
        try router.register("app://files/*path") { _ in .navigate(.push(DetailViewModel())) }
        try router.register("https://shop.com/product/:id") { _ in .navigate(.push(DetailViewModel())) }
        try router.addRewriteRule(#"https://shop\.com/p/(\w+)"#, "app://detail/$1")
        try router.addRewriteRule(#"https://go\.shop\.com/(.*)"#, "$#1")
        try router.addRewriteRule(#"https://r\.shop\.com/\?to=(.*)"#, "$#1")
        router.setWebPages()
        return (navigator, router)
    }

    @Test func theHostileCorpusOpensNothingFromAnyExternalOrigin() throws {
        let corpus = HostileURLCorpus.cases
        #expect(corpus.count >= 50)
        let (navigator, router) = try defaultRouter()
        let before = navigator.stack.snapshot
        var opened: [String] = []
        for hostile in corpus {
            let own = try #require(HostileURLCorpus.origin(hostile.origin))
            for origin in [own] + Self.outside {
                let link = IncomingLink(url: hostile.url, origin: origin)
                if router.open(link).isSuccess || router.canOpen(link) { opened.append("\(hostile.name) from \(origin)") }
            }
        }
        #expect(opened == [])
        #expect(opened.count == 0)
        #expect(navigator.stack.snapshot == before)
    }

    @Test(arguments: outside)
    func noRegisteredRouteOrWebPageOpensFromOutside(_ origin: RouteOrigin) throws {
        let (navigator, router) = try defaultRouter()
        let log = RouteEventLog(router)
        let before = navigator.stack.snapshot
        var opened = 0
        for url in Self.reachable {
            let result = router.open(IncomingLink(url: url, origin: origin))
            if result.isSuccess { opened += 1 }
            // With no scheme named, the scheme list refuses every one (judged after the rewrites, so
            // the shop's short link is refused as the `app` link it becomes), before any route is
            // looked at.
            let scheme = url.hasPrefix("https") && !url.hasPrefix("https://shop.com/p/") ? "https" : "app"
            #expect(result.failure == .refused(.schemeNotAllowed(scheme)), "\(url)")
        }
        #expect(opened == 0)
        #expect(navigator.stack.snapshot == before)
        #expect(log.lines.count == Self.reachable.count)
        #expect(log.lines.allSatisfy { $0.hasPrefix("failed ") })
    }

    @Test(arguments: outside)
    func withTheSchemesNamedTheRoutesStayTheAppsAndTheWebPagesTheirHosts(_ origin: RouteOrigin) throws {
        let (navigator, router) = try defaultRouter()
        router.policy.allowedSchemes = ["app", "https"]
        let before = navigator.stack.snapshot
        var opened = 0
        for url in Self.reachable where router.open(IncomingLink(url: url, origin: origin)).isSuccess {
            opened += 1
        }
        #expect(opened == 0)
        #expect(navigator.stack.snapshot == before)
        #expect(router.open(IncomingLink(url: "app://admin/users", origin: origin)).failure
            == .refused(.notExposed(pattern: "app://admin/:section", origin: origin)))
        #expect(router.open(IncomingLink(url: "https://shop.com/p/abc", origin: origin)).failure
            == .refused(.notExposed(pattern: "app://detail/:id", origin: origin)))
        #expect(router.open(IncomingLink(url: "https://example.com/docs", origin: origin)).failure
            == .refused(.webHostNotAllowed("example.com")))
    }

    @Test func theAppsOwnCodeOpensEveryRouteAndPage() throws {
        let (navigator, router) = try defaultRouter()
        for url in Self.reachable {
            #expect(router.openInternal(url).isSuccess, "\(url)")
        }
        #expect(navigator.stack.snapshot.names.last?.last == "WebPageViewModel")
    }

    @Test(arguments: outside)
    func anExposedRouteWithItsSchemeAllowedOpensFromOutside(_ origin: RouteOrigin) throws {
        let (navigator, router) = try makeRouter(policy: RoutingPolicy(allowedSchemes: ["app"]))
        try router.register("app://detail/:id", access: .exposed) { _ in .navigate(.push(DetailViewModel())) }
        try router.register("app://admin/:section") { _ in .navigate(.push(SettingsViewModel())) }
        #expect(router.open(IncomingLink(url: "app://detail/1", origin: origin)).isSuccess)
        #expect(navigator.stack.topViewModel is DetailViewModel)
        #expect(router.open(IncomingLink(url: "app://admin/users", origin: origin)).failure
            == .refused(.notExposed(pattern: "app://admin/:section", origin: origin)))
        #expect(navigator.stack.snapshot.names == [["HomeViewModel", "DetailViewModel"]])
    }

    @Test func theDefaultsAreAppOnlyAndNothingNamed() {
        let policy = RoutingPolicy()
        #expect(policy.allowedSchemes.isEmpty)
        #expect(policy.allowedWebHosts.isEmpty)
        #expect(policy.allowedSourceApps == nil)
    }
}
