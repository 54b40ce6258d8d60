import Foundation
import Testing
import Wayfinder

/// The hostile URL corpus (`Tests/WayfinderTests/Corpus/hostile-urls.json`) and the app it
/// attacks, shared by the router's tests (HostileURLCorpusTests) and the mediator's
/// (WayfinderComponentsTests' HostileURLRemoteCallTests).
enum HostileURLCorpus {
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
        var ambiguity: String?
    }

    /// The policy limit the corpus's overlong URLs exceed.
    static let maximumURLLength = 2_048

    /// The cases, read from the file found from this file's path (`Tests/<test target>/Support/`):
    /// the test targets share it.
    static let cases: [Case] = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("WayfinderTests/Corpus/hostile-urls.json")
        guard let data = try? Data(contentsOf: url),
              let cases = try? JSONDecoder().decode([Case].self, from: data)
        else { return [] }
        return cases
    }()

    /// The app under attack: an ordinary exposed route, an app-only one (the default), an
    /// exposed one for a single source app, a wildcard that captures paths, a universal link,
    /// and rewrite rules that decode what they capture (the laundering an attacker looks for).
    @MainActor
    static func makeTarget() throws -> (Navigator, Router) {
        let policy = RoutingPolicy(allowedSchemes: ["app", "https"], maximumURLLength: maximumURLLength)
        let (navigator, router) = try makeRouter(policy: policy)
        try router.register("app://detail/:id", access: .exposed) { _ in .navigate(.push(DetailViewModel())) }
        try router.register("app://admin/:section") { _ in .navigate(.push(DetailViewModel())) }
        try router.register("app://pay/:amount", access: .exposed, sourceApps: ["com.bank.app"]) { _ in
            .navigate(.push(DetailViewModel()))
        }
        try router.register("app://files/*path", access: .exposed) { _ in .navigate(.push(DetailViewModel())) }
        try router.register("https://shop.com/product/:id", access: .exposed) { _ in .navigate(.push(DetailViewModel())) }
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
        case "notExposed": expect.pattern.map { .notExposed(pattern: $0, origin: origin) }
        case "sourceAppNotAllowed": .sourceAppNotAllowed(source, pattern: expect.pattern)
        case "urlTooLong": .urlTooLong(length: url.utf8.count, limit: maximumURLLength)
        case "tooManyQueryItems": expect.count.map { .tooManyQueryItems(count: $0, limit: defaults.maximumQueryItems) }
        case "tooManySegments": expect.count.map { .tooManySegments(count: $0, limit: defaults.maximumSegments) }
        case "controlCharacter": expect.offset.map { .controlCharacter(offset: $0) }
        case "dotSegment": expect.offset.map { .dotSegment(offset: $0) }
        case "ambiguousURL": ambiguity(expect.ambiguity).flatMap { ambiguity in expect.offset.map { .ambiguousURL(ambiguity, offset: $0) } }
        default: nil
        }
        return violation.map { .refused($0) }
    }

    private static func ambiguity(_ name: String?) -> URLAmbiguity? {
        switch name {
        case "backslash": .backslash
        case "emptyHost": .emptyHost
        case "hostCharacter": .hostCharacter
        case "port": .port
        case "ipAddress": .ipAddress
        default: nil
        }
    }
}
