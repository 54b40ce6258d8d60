import Testing
import Wayfinder
import WayfinderTesting

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
        try router.register("app://orders/:id<Int>", shows: [DetailViewModel.self]) { (order: OrderLink, _) in
            .navigate(.push(DetailViewModel(order.id)))
        }
        #expect(throws: RoutingError.refused(.schemeNotAllowed("app"))) {
            try router.open(IncomingLink(url: "app://orders/7", origin: .pushNotification)).get()
        }
        router.policy.allowedSchemes = ["app"]
        #expect(throws: RoutingError.refused(.notExposed(pattern: "app://orders/:id<Int>", origin: .pushNotification))) {
            try router.open(IncomingLink(url: "app://orders/7", origin: .pushNotification)).get()
        }
        #expect(throws: Never.self) { try router.openInternal("app://orders/7").get() }
    }

    @Test func theGlobalListsApplyToEveryRoute() throws {
        let (navigator, router) = try makeShop()
        let mail = RouteOrigin.otherApp(sourceApplication: "com.example.mail")
        #expect(throws: Never.self) { try router.open(IncomingLink(url: "app://orders/7", origin: mail)).get() }
        #expect(throws: RoutingError.refused(.sourceAppNotAllowed("com.example.games", pattern: nil))) {
            try router.open(IncomingLink(url: "app://orders/7", origin: .otherApp(sourceApplication: "com.example.games"))).get()
        }
        #expect(throws: RoutingError.refused(.sourceAppNotAllowed(nil, pattern: nil))) {
            try router.open(IncomingLink(url: "app://orders/7", origin: .otherApp(sourceApplication: nil))).get()
        }
        #expect(throws: RoutingError.refused(.schemeNotAllowed("ftp"))) {
            try router.open(IncomingLink(url: "ftp://orders/7", origin: .pushNotification)).get()
        }
        navigator.expectStack([HomeViewModel.self, DetailViewModel.self])
    }

    @Test func aRouteNarrowsWhoMayOpenIt() throws {
        let (navigator, router) = try makeShop()
        let bank = RouteOrigin.otherApp(sourceApplication: "com.example.bank")
        let mail = RouteOrigin.otherApp(sourceApplication: "com.example.mail")
        #expect(throws: Never.self) { try router.open(IncomingLink(url: "app://pay/confirm", origin: bank)).get() }
        #expect(throws: RoutingError.refused(.sourceAppNotAllowed("com.example.mail", pattern: "app://pay/confirm"))) {
            try router.open(IncomingLink(url: "app://pay/confirm", origin: mail)).get()
        }
        #expect(router.canOpen(IncomingLink(url: "app://pay/confirm", origin: .pushNotification)))
        #expect(throws: RoutingError.refused(.notExposed(pattern: "app://settings", origin: .webPage(referrer: nil)))) {
            try router.open(IncomingLink(url: "app://settings", origin: .webPage(referrer: nil))).get()
        }
        #expect(throws: Never.self) { try router.openInternal("app://settings").get() }
        navigator.expectStack([HomeViewModel.self], modal: [PaymentConfirmationViewModel.self, SettingsViewModel.self])
    }

    @Test func webPagesFromOutsideOpenOnlyForTheHostsNamed() throws {
        let (navigator, router) = try makeShop()
        #expect(throws: Never.self) { try router.open(IncomingLink(url: "https://blog.shop.example/sale", origin: .webPage(referrer: nil))).get() }
        #expect(throws: RoutingError.refused(.webHostNotAllowed("evil.example"))) {
            try router.open(IncomingLink(url: "https://evil.example/sale", origin: .pushNotification)).get()
        }
        #expect(throws: Never.self) { try router.openInternal("https://www.swift.org/documentation").get() }
        navigator.expectStack([HomeViewModel.self, WebPageViewModel.self, WebPageViewModel.self])
    }

    @Test func dotSegmentsAreRefusedFromOutsideOnly() throws {
        let (navigator, router) = try makeShop()
        #expect(throws: RoutingError.refused(.dotSegment(offset: 11))) {
            try router.open(IncomingLink(url: "app://help/..%2F..%2Fsecret", origin: .webPage(referrer: nil))).get()
        }
        #expect(throws: Never.self) { try router.openInternal("app://help/..%2F..%2Fsecret").get() }
        #expect((navigator.stack.topViewModel as? HelpViewModel)?.topic == "../../secret")
    }

    @Test func aURLReadTwoWaysIsRefusedFromEveryOriginAndAHostInAnotherScriptOpens() throws {
        let (navigator, router) = try makeShop()
        #expect(throws: RoutingError.refused(.ambiguousURL(.backslash, offset: 20))) {
            try router.openInternal(#"https://shop.example\@evil.com/orders/7"#).get()
        }
        #expect(throws: Never.self) { try router.openInternal("https://bücher.example/").get() }
        let page = try #require(navigator.stack.topViewModel as? WebPageViewModel)
        #expect(page.url.host(percentEncoded: false) == "xn--bcher-kva.example")
        navigator.expectStack([HomeViewModel.self, WebPageViewModel.self])
    }

    @Test func limitsApplyToEveryOrigin() throws {
        let (navigator, router) = try makeShop()
        router.policy.maximumSegments = 4
        #expect(throws: RoutingError.refused(.tooManySegments(count: 5, limit: 4))) { try router.openInternal("app://help/a/b/c/d").get() }
        #expect(throws: Never.self) { try router.openInternal("app://help/a/b/c").get() }
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
