import Foundation
import Testing
import Wayfinder

/// The hostile URL corpus (`Corpus/hostile-urls.json`): scheme tricks, internal-only routes from
/// every external origin, source apps, traversal and double encoding, overlong URLs, control
/// characters, URLs inside other URLs, and rewrite rules an attacker tries to launder through.
/// Every case must fail with its typed error, leave the stack as it was, and reach the
/// router's observers; restoring it fails the same way, and a remote call by such a URL is
/// refused by the policy exactly when the router refuses it there.
@Suite("hostile URLs")
@MainActor
struct HostileURLCorpusTests {
    /// One case of the corpus.
    struct Case: Decodable, CustomTestStringConvertible, Sendable {
        let name: String
        let url: String
        let origin: String
        let expect: Expectation

        var testDescription: String { name }
    }

    /// The error a case must fail with, in the corpus's terms.
    struct Expectation: Decodable, Sendable {
        var refused: String?
        var scheme: String?
        var pattern: String?
        var count: Int?
        var offset: Int?
        var noRoute: String?
    }

    /// The policy limit the corpus's overlong URLs exceed.
    nonisolated static let maximumURLLength = 2_048

    nonisolated static let corpus: [Case] = {
        guard let url = Bundle.module.url(forResource: "hostile-urls", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let cases = try? JSONDecoder().decode([Case].self, from: data)
        else { return [] }
        return cases
    }()

    @Test func theCorpusHoldsAtLeastFiftyCases() {
        #expect(Self.corpus.count >= 50)
        #expect(Set(Self.corpus.map(\.name)).count == Self.corpus.count, "case names are unique")
    }

    @Test(arguments: corpus)
    func everyCaseIsRefusedChangesNothingAndIsReported(_ hostile: Case) throws {
        let origin = try #require(Self.origin(hostile.origin), "unknown origin \(hostile.origin)")
        let expected = try #require(Self.error(hostile.expect, url: hostile.url, origin: origin), "unreadable expectation")
        let (navigator, router) = try Self.makeTarget()
        let log = RouteEventLog(router)
        let before = navigator.stack.snapshot

        let result = router.open(hostile.url, origin: origin)

        #expect(result.failure == expected)
        #expect(navigator.stack.snapshot == before)
        #expect(log.lines == ["failed \(hostile.url) from \(origin): \(expected)"])
        #expect(!router.canOpen(hostile.url, origin: origin))
    }

    @Test(arguments: corpus)
    func restoringACaseFailsWithTheSameErrorAndShowsNothing(_ hostile: Case) throws {
        let origin = try #require(Self.origin(hostile.origin), "unknown origin \(hostile.origin)")
        let expected = try #require(Self.error(hostile.expect, url: hostile.url, origin: origin), "unreadable expectation")
        let (navigator, router) = try Self.makeTarget()
        let before = navigator.stack.snapshot

        let report = router.restore(RestorationState(levels: [.init(screens: [hostile.url])]), origin: origin)

        #expect(report.issues == [.unresolved(url: hostile.url, error: expected)])
        #expect(report.result.failure == .emptyStack)
        #expect(navigator.stack.snapshot == before)
    }

    @Test(arguments: corpus)
    func aRemoteCallByACaseIsRefusedAsTheRouterRefusesItAndRunsNothing(_ hostile: Case) throws {
        let origin = try #require(Self.origin(hostile.origin), "unknown origin \(hostile.origin)")
        let (_, router) = try Self.makeTarget()
        // A target under every name the corpus's URLs reach, counting how often one is made.
        let mediator = Mediator()
        let made = Counter()
        for target in ["detail", "admin", "pay", "files", "shop.com", "go.shop.com", "r.shop.com", "evil.example"] {
            try mediator.register(target) {
                made.increment()
                return EmptyTarget()
            }
        }
        // What the policy alone says of the URL as it arrived: a router with no routes or rewrites.
        let (_, bare) = try makeRouter(policy: router.policy)

        let result = mediator.performRemote(hostile.url, origin: origin, policy: router.policy)

        if case .failure(.refused(let violation)) = bare.open(hostile.url, origin: origin) {
            #expect(result.failure == .refused(violation))
            #expect(made.value == 0)  // refused before any target was made
        } else {
            // Let through by the policy; the mediator's own rules refuse it (no such action here).
            #expect(result.failure != nil)
            if case .failure(.refused) = result { Issue.record("refused where the router's policy is not: \(result)") }
        }
    }

    private final class EmptyTarget: MediatorTarget {
        let actions: [MediatorAction] = []
    }

    // MARK: Fixture

    /// The app under attack: an ordinary route, an internal-only one, one for a single source
    /// app, a wildcard that captures paths, a universal link, and rewrite rules that decode what
    /// they capture (the laundering an attacker looks for).
    static func makeTarget() throws -> (Navigator, Router) {
        let policy = RoutingPolicy(allowedSchemes: ["app", "https"], maximumURLLength: maximumURLLength)
        let (navigator, router) = try makeRouter(policy: policy)
        try router.register("app://detail/:id") { _ in .navigate(.push(DetailViewModel())) }
        try router.register("app://admin/:section", access: .internalOnly) { _ in .navigate(.push(DetailViewModel())) }
        try router.register("app://pay/:amount", sourceApps: ["com.bank.app"]) { _ in .navigate(.push(DetailViewModel())) }
        try router.register("app://files/*path") { _ in .navigate(.push(DetailViewModel())) }
        try router.register("https://shop.com/product/:id") { _ in .navigate(.push(DetailViewModel())) }
        try router.addRewriteRule(#"https://shop\.com/p/(\w+)"#, "app://detail/$1")
        try router.addRewriteRule(#"https://go\.shop\.com/(.*)"#, "$#1")
        try router.addRewriteRule(#"https://r\.shop\.com/\?to=(.*)"#, "$#1")
        return (navigator, router)
    }

    static func origin(_ text: String) -> RouteOrigin? {
        let (kind, detail) = text.firstIndex(of: ":").map { (String(text[..<$0]), String(text[text.index(after: $0)...])) }
            ?? (text, nil)
        return switch kind {
        case "webPage": .webPage(referrer: detail)
        case "otherApp": .otherApp(sourceApplication: detail)
        case "pushNotification": .pushNotification
        default: nil
        }
    }

    static func error(_ expect: Expectation, url: String, origin: RouteOrigin) -> RoutingError? {
        if let noRoute = expect.noRoute { return .noRoute(noRoute) }
        let source: String? = if case .otherApp(let source) = origin { source } else { nil }
        let defaults = RoutingPolicy()  // the fixture keeps the default query and segment limits
        let violation: RoutePolicyViolation? = switch expect.refused {
        case "schemeNotAllowed": expect.scheme.map { .schemeNotAllowed($0) }
        case "internalOnlyRoute": expect.pattern.map { .internalOnlyRoute(pattern: $0, origin: origin) }
        case "sourceAppNotAllowed": .sourceAppNotAllowed(source, pattern: expect.pattern)
        case "urlTooLong": .urlTooLong(length: url.utf8.count, limit: maximumURLLength)
        case "tooManyQueryItems": expect.count.map { .tooManyQueryItems(count: $0, limit: defaults.maximumQueryItems) }
        case "tooManySegments": expect.count.map { .tooManySegments(count: $0, limit: defaults.maximumSegments) }
        case "controlCharacter": expect.offset.map { .controlCharacter(offset: $0) }
        case "dotSegment": expect.offset.map { .dotSegment(offset: $0) }
        default: nil
        }
        return violation.map { .refused($0) }
    }
}
