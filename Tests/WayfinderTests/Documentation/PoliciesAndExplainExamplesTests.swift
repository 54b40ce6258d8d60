import Testing
import Wayfinder

// The PoliciesAndExplain article quotes the bodies of these tests; keep them in sync.

/// Lines an observer writes, read by the test.
@MainActor
private final class Lines {
    var all: [String] = []
}

@Suite("PoliciesAndExplain article examples")
@MainActor
struct PoliciesAndExplainExamplesTests {
    private func makeShop() throws -> (Navigator, Router) {
        let navigator = try makeNavigator()
        try navigator.screens.register(PaymentConfirmationViewModel.self) { TestScreen(viewModel: $0) }
        try navigator.screens.register(HelpViewModel.self) { TestScreen(viewModel: $0) }
        try navigator.screens.register(WebPageViewModel.self) { TestScreen(viewModel: $0) }
        navigator.services.resetRoot(HomeViewModel())
        return (navigator, try makeShopRouter(for: navigator))
    }

    @Test func nothingOpensFromOutsideUnlessExposed() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let router = Router(services: navigator.services)
        try router.register("app://orders/:id<Int>", produces: [DetailViewModel.self]) { (order: OrderLink, _) in
            .navigate(.push(DetailViewModel(order.id)))
        }
        #expect(router.open(IncomingLink(url: "app://orders/7", origin: .pushNotification)).failure
            == .refused(.schemeNotAllowed("app")))
        router.policy.allowedSchemes = ["app"]
        #expect(router.open(IncomingLink(url: "app://orders/7", origin: .pushNotification)).failure
            == .refused(.notExposed(pattern: "app://orders/:id<Int>", origin: .pushNotification)))
        #expect(router.openInternal("app://orders/7").isSuccess)
    }

    @Test func theGlobalListsApplyToEveryRoute() throws {
        let (navigator, router) = try makeShop()
        let mail = RouteOrigin.otherApp(sourceApplication: "com.example.mail")
        #expect(router.open(IncomingLink(url: "app://orders/7", origin: mail)).isSuccess)
        #expect(router.open(IncomingLink(url: "app://orders/7", origin: .otherApp(sourceApplication: "com.example.games"))).failure
            == .refused(.sourceAppNotAllowed("com.example.games", pattern: nil)))
        #expect(router.open(IncomingLink(url: "app://orders/7", origin: .otherApp(sourceApplication: nil))).failure
            == .refused(.sourceAppNotAllowed(nil, pattern: nil)))
        #expect(router.open(IncomingLink(url: "ftp://orders/7", origin: .pushNotification)).failure
            == .refused(.schemeNotAllowed("ftp")))
        #expect(navigator.stack.snapshot.names == [["HomeViewModel", "DetailViewModel"]])
    }

    @Test func aRouteNarrowsWhoMayOpenIt() throws {
        let (navigator, router) = try makeShop()
        let bank = RouteOrigin.otherApp(sourceApplication: "com.example.bank")
        let mail = RouteOrigin.otherApp(sourceApplication: "com.example.mail")
        #expect(router.open(IncomingLink(url: "app://pay/confirm", origin: bank)).isSuccess)
        #expect(router.open(IncomingLink(url: "app://pay/confirm", origin: mail)).failure
            == .refused(.sourceAppNotAllowed("com.example.mail", pattern: "app://pay/confirm")))
        #expect(router.canOpen(IncomingLink(url: "app://pay/confirm", origin: .pushNotification)))
        #expect(router.open(IncomingLink(url: "app://settings", origin: .webPage(referrer: nil))).failure
            == .refused(.notExposed(pattern: "app://settings", origin: .webPage(referrer: nil))))
        #expect(router.openInternal("app://settings").isSuccess)
        #expect(navigator.stack.snapshot.names == [["HomeViewModel"], ["PaymentConfirmationViewModel", "SettingsViewModel"]])
    }

    @Test func webPagesFromOutsideOpenOnlyForTheHostsNamed() throws {
        let (navigator, router) = try makeShop()
        #expect(router.open(IncomingLink(url: "https://blog.shop.example/sale", origin: .webPage(referrer: nil))).isSuccess)
        #expect(router.open(IncomingLink(url: "https://evil.example/sale", origin: .pushNotification)).failure
            == .refused(.webHostNotAllowed("evil.example")))
        #expect(router.openInternal("https://www.swift.org/documentation").isSuccess)
        #expect(navigator.stack.snapshot.names == [["HomeViewModel", "WebPageViewModel", "WebPageViewModel"]])
    }

    @Test func dotSegmentsAreRefusedFromOutsideOnly() throws {
        let (navigator, router) = try makeShop()
        #expect(router.open(IncomingLink(url: "app://help/..%2F..%2Fsecret", origin: .webPage(referrer: nil))).failure
            == .refused(.dotSegment(offset: 11)))
        #expect(router.openInternal("app://help/..%2F..%2Fsecret").isSuccess)
        #expect((navigator.stack.topViewModel as? HelpViewModel)?.topic == "../../secret")
    }

    @Test func aURLReadTwoWaysIsRefusedFromEveryOriginAndAHostInAnotherScriptOpens() throws {
        let (navigator, router) = try makeShop()
        #expect(router.openInternal(#"https://shop.example\@evil.com/orders/7"#).failure
            == .refused(.ambiguousURL(.backslash, offset: 20)))
        #expect(router.openInternal("https://bücher.example/").isSuccess)
        let page = try #require(navigator.stack.topViewModel as? WebPageViewModel)
        #expect(page.url.host(percentEncoded: false) == "xn--bcher-kva.example")
        #expect(navigator.stack.snapshot.names == [["HomeViewModel", "WebPageViewModel"]])
    }

    @Test func limitsApplyToEveryOrigin() throws {
        let (navigator, router) = try makeShop()
        router.policy.maximumSegments = 4
        #expect(router.openInternal("app://help/a/b/c/d").failure == .refused(.tooManySegments(count: 5, limit: 4)))
        #expect(router.openInternal("app://help/a/b/c").isSuccess)
        #expect((navigator.stack.topViewModel as? HelpViewModel)?.topic == "a/b/c")
    }

    @Test func observersHearTheRefusals() throws {
        let (navigator, router) = try makeShop()
        let lines = Lines()
        let subscription = logRefusals(of: router) { lines.all.append($0) }
        router.open(IncomingLink(url: "app://settings", origin: .pushNotification))
        router.openInternal("app://orders/7")
        #expect(lines.all == [
            "refused app://settings from pushNotification: exposed: app://settings is not exposed, so it cannot be opened from"
                + " pushNotification (register it with access: .exposed to open it from outside the app)",
        ])
        #expect(navigator.stack.topViewModel is DetailViewModel)
        subscription.cancel()
    }

    @Test func explainSaysWhyALinkWasRefused() throws {
        let (navigator, router) = try makeShop()
        let before = navigator.stack.snapshot
        let explanation = router.explain(IncomingLink(url: "https://shop.example/settings", origin: .webPage(referrer: nil)))
        #expect(explanation.description == """
            explain https://shop.example/settings from webPage(unknown)
            rewrites:
              https://shop\\.example/(.*): https://shop.example/settings → app://settings
            policy:
              ✓ maximumURLLength: 29 of at most 4096 bytes
              ✓ controlCharacters: none
              ✓ maximumURLLength: 14 of at most 4096 bytes
              ✓ controlCharacters: none
              ✓ maximumSegments: 1 of at most 32
              ✓ maximumQueryItems: 0 of at most 64
              ✓ allowedSchemes: "app" from webPage(unknown)
              ✓ dotSegments: none
              ✓ oneReading: read alike by Foundation and browsers
              ✗ exposed: app://settings from webPage(unknown)
            candidates:
              app://settings — matched
              app://help/*topic — segment 0 is "settings", not "help"
              app://orders/:id<Int> — segment 0 is "settings", not "orders"
              app://pay/confirm — segment 0 is "settings", not "pay"
            outcome: failed: refused: exposed: app://settings is not exposed, so it cannot be opened from webPage(unknown) (register it with access: .exposed to open it from outside the app)
            """)
        #expect(navigator.stack.snapshot == before)
    }
}
