import Testing
import Wayfinder

/// A rule's match is bounded: ICU's backtracking on a pathological expression (nested
/// quantifiers) over a long hostile URL gives up after `RewriteRule.maximumProgressReports`
/// progress reports instead of running for ever. Without the bound these tests would not finish.
// The time limit catches a hang, not slowness: a busy machine may take minutes.
@Suite("rewrite rules: a bounded match", .timeLimit(.minutes(10)))
struct RewriteBoundTests {
    /// A URL at the policy's length limit: `app://x/` then a's, then a `c` no rule expects.
    static let hostile = "app://x/" + String(repeating: "a", count: RoutingPolicy().maximumURLLength - 9) + "c"

    @Test func aNestedQuantifierOnAURLAtTheLengthLimitGivesUp() throws {
        #expect(Self.hostile.utf8.count == RoutingPolicy().maximumURLLength)
        let rule = try RewriteRule(#"app://x/(a+)+b"#, "app://matched")
        #expect(rule.apply(to: Self.hostile) == nil)
    }

    @Test func aPlainRuleOnTheSameLongURLStillRewrites() throws {
        let rule = try RewriteRule(#"app://x/(a+)(c)"#, "app://y/$2")
        #expect(rule.apply(to: Self.hostile) == "app://y/c")
    }

    @Test @MainActor func aRouterWithSuchARuleRefusesTheLinkAndGoesOn() throws {
        let (_, router) = try makeRouter(policy: RoutingPolicy(allowedSchemes: ["app"]))
        try router.addRewriteRule(#"app://x/(\w*)*b"#, "app://matched")
        try router.register("app://ok", access: .exposed) { _ in .handled }
        let origin = RouteOrigin.otherApp(sourceApplication: "com.example.mail")
        #expect(router.canOpen(IncomingLink(url: Self.hostile, origin: origin)) == false)
        #expect(router.canOpen(IncomingLink(url: "app://ok", origin: origin)))
    }
}
