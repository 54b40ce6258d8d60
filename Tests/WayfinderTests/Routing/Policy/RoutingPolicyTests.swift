import Testing
import Wayfinder

@Suite("routing policies")
@MainActor
struct RoutingPolicyTests {
    /// Opens the URL and checks the result, that a refusal changed nothing and that observers
    /// heard of it.
    private func expectOpen(
        _ router: Router, _ navigator: Navigator, _ url: String, from origin: RouteOrigin,
        refusedWith violation: RoutePolicyViolation?, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let log = RouteEventLog(router)
        let before = navigator.stack.snapshot
        let result = router.open(IncomingLink(url: url, origin: origin))
        if let violation {
            #expect(result.failure == .refused(violation), "\(url) from \(origin)", sourceLocation: sourceLocation)
            #expect(navigator.stack.snapshot == before, sourceLocation: sourceLocation)
            #expect(log.lines == ["failed \(url) from \(origin): \(RoutingError.refused(violation))"], sourceLocation: sourceLocation)
            #expect(!router.canOpen(IncomingLink(url: url, origin: origin)), sourceLocation: sourceLocation)
        } else {
            #expect(result.isSuccess, "\(url) from \(origin): \(String(describing: result.failure))", sourceLocation: sourceLocation)
            #expect(router.canOpen(IncomingLink(url: url, origin: origin)), sourceLocation: sourceLocation)
        }
    }

    /// A router with one route, exposed unless `access` says otherwise, and the `app` scheme
    /// allowed from outside unless `policy` says otherwise: each test here is about one rule.
    private func routerWithDetail(_ pattern: String, policy: RoutingPolicy = RoutingPolicy(allowedSchemes: ["app"]),
                                  access: RouteAccess = .exposed, sourceApps: Set<String>? = nil) throws -> (Navigator, Router) {
        let (navigator, router) = try makeRouter(policy: policy)
        try router.register(pattern, access: access, sourceApps: sourceApps) { _ in .navigate(.push(DetailViewModel())) }
        return (navigator, router)
    }

    @Test(arguments: allOrigins)
    func theSchemeAllowListRefusesOtherSchemesFromOutside(_ origin: RouteOrigin) throws {
        let (navigator, router) = try routerWithDetail("other://detail", policy: RoutingPolicy(allowedSchemes: ["App"]))
        try router.register("app://detail", access: .exposed) { _ in .navigate(.push(DetailViewModel())) }
        expectOpen(router, navigator, "OTHER://detail", from: origin,
                   refusedWith: origin != .app ? .schemeNotAllowed("other") : nil)
        expectOpen(router, navigator, "app://detail", from: origin, refusedWith: nil)
    }

    @Test(arguments: allOrigins)
    func anAppOnlyRouteIsRefusedFromEveryExternalOrigin(_ origin: RouteOrigin) throws {
        let (navigator, router) = try routerWithDetail("app://admin/:id", access: .appOnly)
        expectOpen(router, navigator, "app://admin/1", from: origin,
                   refusedWith: origin != .app ? .notExposed(pattern: "app://admin/:id", origin: origin) : nil)
    }

    @Test(arguments: allOrigins)
    func theGlobalSourceAppListOnlyConcernsOtherApps(_ origin: RouteOrigin) throws {
        let (navigator, router) = try routerWithDetail(
            "app://detail", policy: RoutingPolicy(allowedSchemes: ["app"], allowedSourceApps: ["com.example.mail"]))
        var violation: RoutePolicyViolation?
        if case .otherApp(let source) = origin, source != "com.example.mail" {
            violation = .sourceAppNotAllowed(source, pattern: nil)
        }
        expectOpen(router, navigator, "app://detail", from: origin, refusedWith: violation)
        expectOpen(router, navigator, "app://detail", from: .otherApp(sourceApplication: "com.evil"),
                   refusedWith: .sourceAppNotAllowed("com.evil", pattern: nil))
    }

    @Test func aRouteCanHaveItsOwnSourceAppList() throws {
        let (navigator, router) = try routerWithDetail("app://pay", sourceApps: ["com.example.bank"])
        expectOpen(router, navigator, "app://pay", from: .otherApp(sourceApplication: "com.example.bank"), refusedWith: nil)
        expectOpen(router, navigator, "app://pay", from: .otherApp(sourceApplication: "com.example.mail"),
                   refusedWith: .sourceAppNotAllowed("com.example.mail", pattern: "app://pay"))
        expectOpen(router, navigator, "app://pay", from: .app, refusedWith: nil)
    }

    @Test(arguments: allOrigins)
    func limitsApplyToEveryOrigin(_ origin: RouteOrigin) throws {
        let policy = RoutingPolicy(allowedSchemes: ["app"], maximumURLLength: 40, maximumQueryItems: 2, maximumSegments: 3)
        let (navigator, router) = try routerWithDetail("app://a/*rest", policy: policy)
        expectOpen(router, navigator, "app://a/b/c?x=1&y=2", from: origin, refusedWith: nil)
        expectOpen(router, navigator, "app://a/" + String(repeating: "b", count: 40), from: origin,
                   refusedWith: .urlTooLong(length: 48, limit: 40))
        expectOpen(router, navigator, "app://a/b?x=1&y=2&z=3", from: origin,
                   refusedWith: .tooManyQueryItems(count: 3, limit: 2))
        expectOpen(router, navigator, "app://a/b/c/d", from: origin, refusedWith: .tooManySegments(count: 4, limit: 3))
    }

    @Test(arguments: allOrigins)
    func controlCharactersAreRefusedRawOrEncodedInThePath(_ origin: RouteOrigin) throws {
        let (navigator, router) = try routerWithDetail("app://a/*rest")
        expectOpen(router, navigator, "app://a/b\u{0}c", from: origin, refusedWith: .controlCharacter(offset: 9))
        expectOpen(router, navigator, "app://a/b%0Ac", from: origin, refusedWith: .controlCharacter(offset: 9))
        expectOpen(router, navigator, "app://a/b%7f", from: origin, refusedWith: .controlCharacter(offset: 9))
        expectOpen(router, navigator, "app://a/b?text=line%0Aline", from: origin, refusedWith: nil)
    }

    @Test(arguments: externalOrigins)
    func aRewriteCannotLaunderAnExternalURLIntoAnAppOnlyRoute(_ origin: RouteOrigin) throws {
        let (navigator, router) = try routerWithDetail("app://admin", access: .appOnly)
        try router.addRewriteRule(#"https://www\.shop\.com/admin"#, "app://admin")
        expectOpen(router, navigator, "https://www.shop.com/admin", from: origin,
                   refusedWith: .notExposed(pattern: "app://admin", origin: origin))
        expectOpen(router, navigator, "https://www.shop.com/admin", from: .app, refusedWith: nil)
    }

    @Test func aRewriteCannotSmuggleInAControlCharacter() throws {
        let (navigator, router) = try routerWithDetail("app://a/:text")
        try router.addRewriteRule("app://b/(.*)", "app://a/$#1")
        expectOpen(router, navigator, "app://b/%2500", from: .app, refusedWith: .controlCharacter(offset: 8))
    }

    @Test func textWithNoSchemeFromOutsideIsRefusedBeforeTheFallback() throws {
        let policy = RoutingPolicy(allowedSchemes: ["app"], allowedSourceApps: ["com.example.good"])
        let (navigator, router) = try routerWithDetail("app://detail", policy: policy)
        router.setFallback { _ in .navigate(.push(LoginViewModel())) }
        try router.addRewriteRule("evil://(.*)", "$1")
        expectOpen(router, navigator, "garbage", from: .otherApp(sourceApplication: "com.example.good"),
                   refusedWith: .schemeNotAllowed(""))
        expectOpen(router, navigator, "garbage", from: .otherApp(sourceApplication: "com.evil"),
                   refusedWith: .schemeNotAllowed(""))
        expectOpen(router, navigator, "evil://x", from: .pushNotification, refusedWith: .schemeNotAllowed(""))
        #expect(router.openInternal("garbage").isSuccess)
        #expect(navigator.stack.topViewModel is LoginViewModel)
        #expect(RoutePolicyViolation.schemeNotAllowed("").description
            == "allowedSchemes: the URL has no valid scheme, and none but the allowed ones may come from outside the app")
    }

    @Test(arguments: [
        ("app://files/../secret", 12), ("app://files/a/./b", 14), ("app://files/%2e%2E/secret", 12),
        ("app://files/%252e%252e/secret", 12), ("app://files/..%2Fsecret", 12), ("app://files/a%5C..%5Cb", 12),
        ("app://../files/a", 6),
    ] as [(String, Int)])
    func aDotSegmentFromOutsideIsRefusedHoweverItIsEncoded(_ url: String, _ offset: Int) throws {
        let (navigator, router) = try routerWithDetail("app://files/*path")
        for origin in externalOrigins {
            expectOpen(router, navigator, url, from: origin, refusedWith: .dotSegment(offset: offset))
        }
    }

    @Test func theAppsOwnURLsMayHoldDotSegments() throws {
        let (navigator, router) = try routerWithDetail("app://files/*path")
        expectOpen(router, navigator, "app://files/../secret", from: .app, refusedWith: nil)
    }

    @Test(arguments: ["app://files/a..b/c", "app://files/.../x", "app://files/.hidden", "app://files/%2e%2e%2e", "app://files/v1.2"])
    func dotsInsideANameAreNotDotSegments(_ url: String) throws {
        let (navigator, router) = try routerWithDetail("app://files/*path")
        expectOpen(router, navigator, url, from: .webPage(referrer: nil), refusedWith: nil)
    }

    @Test func thePolicyCanChangeAtRunTime() throws {
        let (navigator, router) = try routerWithDetail("app://detail")
        router.policy.allowedSchemes = ["HTTPS"]
        #expect(router.policy.allowedSchemes == ["https"])
        expectOpen(router, navigator, "app://detail", from: .pushNotification, refusedWith: .schemeNotAllowed("app"))
        router.policy = RoutingPolicy(allowedSchemes: ["App"])
        expectOpen(router, navigator, "app://detail", from: .pushNotification, refusedWith: nil)
        router.policy = RoutingPolicy()
        expectOpen(router, navigator, "app://detail", from: .pushNotification, refusedWith: .schemeNotAllowed("app"))
    }
}
