import Testing
import Wayfinder

/// Each refusal of what the app did not expose names its rule and says what to write, in the
/// error's description and in `explain`: a route not exposed (`exposed`), a scheme not named
/// (`allowedSchemes`), a web host not named (`allowedWebHosts`).
@Suite("refusals name their rule")
@MainActor
struct RefusalRuleTests {
    /// A refusal: the URL, the rule `explain` names, the violation, and what its description
    /// tells the developer to write.
    struct Refusal: Sendable, CustomTestStringConvertible {
        let url: String
        let rule: String
        let violation: RoutePolicyViolation
        let advice: String
        var testDescription: String { rule }
    }

    nonisolated static let refusals = [
        Refusal(
            url: "app://admin", rule: "exposed",
            violation: .notExposed(pattern: "app://admin", origin: .pushNotification),
            advice: "register it with access: .exposed"),
        Refusal(
            url: "other://detail", rule: "allowedSchemes", violation: .schemeNotAllowed("other"),
            advice: "name it in RoutingPolicy.allowedSchemes"),
        Refusal(
            url: "https://evil.example/", rule: "allowedWebHosts", violation: .webHostNotAllowed("evil.example"),
            advice: "name it in RoutingPolicy.allowedWebHosts"),
    ]

    private func router() throws -> Router {
        let (_, router) = try makeRouter(policy: RoutingPolicy(allowedSchemes: ["app", "https"], allowedWebHosts: ["shop.com"]))
        try router.register("app://admin") { _ in .navigate(.push(SettingsViewModel())) }
        try router.register("other://detail", access: .exposed) { _ in .navigate(.push(DetailViewModel())) }
        router.setWebPages()
        return router
    }

    @Test(arguments: refusals)
    func theRefusalNamesItsRuleAndWhatToWrite(_ refusal: Refusal) throws {
        let router = try router()
        let result = router.open(IncomingLink(url: refusal.url, origin: .pushNotification))
        #expect(result.failure == .refused(refusal.violation))
        #expect(refusal.violation.description.hasPrefix("\(refusal.rule): "))
        #expect(refusal.violation.description.contains(refusal.advice))
        #expect(result.failure?.description.contains(refusal.violation.description) == true)
    }

    @Test(arguments: refusals)
    func explainNamesTheRuleThatRefused(_ refusal: Refusal) throws {
        let router = try router()
        let explanation = router.explain(IncomingLink(url: refusal.url, origin: .pushNotification))
        #expect(explanation.outcome == .failed(.refused(refusal.violation)))
        let last = try #require(explanation.policy.last)
        #expect(last.rule == refusal.rule && !last.passed)
        #expect(explanation.policy.dropLast().allSatisfy { $0.passed })
        #expect(explanation.description.contains("✗ \(refusal.rule): "))
        #expect(explanation.description.hasSuffix("outcome: failed: refused: \(refusal.violation)"))
    }

    @Test func withEveryDefaultTheSchemeListRefusesAndSaysSo() throws {
        let (_, router) = try makeRouter()
        try router.register("app://detail", access: .exposed) { _ in .navigate(.push(DetailViewModel())) }
        let explanation = router.explain(IncomingLink(url: "app://detail", origin: .otherApp(sourceApplication: nil)))
        #expect(explanation.outcome == .failed(.refused(.schemeNotAllowed("app"))))
        #expect(explanation.policy.last?.line
            == #"✗ allowedSchemes: "app" from otherApp(unknown), and none is allowed from outside"#)
    }

    @Test func thePassedRulesAreListedToo() throws {
        let router = try router()
        try router.register("app://detail", access: .exposed) { _ in .navigate(.push(DetailViewModel())) }
        let route = router.explain(IncomingLink(url: "app://detail", origin: .webPage(referrer: nil)))
        #expect(route.outcome == .route("app://detail"))
        #expect(route.policy.last?.line == "✓ exposed: app://detail from webPage(unknown)")
        let page = router.explain(IncomingLink(url: "https://shop.com/a", origin: .webPage(referrer: nil)))
        #expect(page.outcome == .webPage)
        #expect(page.policy.last?.line == #"✓ allowedWebHosts: "shop.com" from webPage(unknown)"#)
    }
}
