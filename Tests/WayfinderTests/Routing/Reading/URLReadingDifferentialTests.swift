import Foundation
import Testing
import Wayfinder

/// One reading of a URL, checked against Foundation's: every URL of the table either opens with
/// the scheme, host and path segments Foundation's `URL` reads from the same text (hosts
/// compared as hosts: lowercased, in ASCII form, IPv6 without brackets), the handler's URL
/// naming that host too, or is refused as ambiguous before matching, for the reason the table
/// gives. Runs on Linux, where Foundation is the same swift-foundation parser as on Apple's
/// systems since macOS 14 and iOS 17.
@Suite("one reading: differential against Foundation")
@MainActor
struct URLReadingDifferentialTests {
    /// What a case must do.
    enum Expected: Sendable, CustomStringConvertible {
        /// Open, read as Foundation reads it.
        case agrees
        /// Be refused for this ambiguity.
        case refused(URLAmbiguity)

        var description: String {
            switch self {
            case .agrees: "agrees"
            case .refused(let ambiguity): "refused (\(ambiguity))"
            }
        }
    }

    /// A reading: the host (none when empty) and the path's non-empty segments, decoded.
    struct Reading: Equatable, CustomStringConvertible {
        var host: String?
        var segments: [String]

        var description: String { "host \(host ?? "(none)"), segments \(segments)" }
    }

    @Test func theTableCoversEveryClassWithAtLeast150URLs() {
        #expect(Self.table.count >= 150)
        #expect(Set(Self.table.map(\.0)).count == Self.table.count, "no URL twice")
        for ambiguity in [URLAmbiguity.backslash, .emptyHost, .hostCharacter, .port, .ipAddress] {
            #expect(Self.table.count { if case .refused(ambiguity) = $0.1 { true } else { false } } >= 8, "\(ambiguity)")
        }
        #expect(Self.table.count { if case .agrees = $0.1 { true } else { false } } >= 50)
    }

    @Test(arguments: table)
    func eachURLOpensAsFoundationReadsItOrIsRefused(_ url: String, _ expected: Expected) throws {
        let (navigator, router, seen) = try Self.makeApp()
        let before = navigator.stack.snapshot
        let result = router.open(IncomingLink(url: url, origin: .app))
        switch expected {
        case .refused(let ambiguity):
            guard case .failure(.refused(.ambiguousURL(ambiguity, _))) = result else {
                Issue.record("\(url.debugDescription): expected refused as \(ambiguity), got \(result)")
                return
            }
            #expect(navigator.stack.snapshot == before)
            #expect(!router.canOpen(IncomingLink(url: url, origin: .app)))
        case .agrees:
            let foundation = try #require(Self.foundationReading(url), "Foundation reads no URL in \(url.debugDescription)")
            guard case .success = result else {
                Issue.record("\(url.debugDescription): expected to open, got \(result)")
                return
            }
            if let route = seen.route {
                #expect(route.reading == foundation, "\(url.debugDescription): the router read \(route.reading), Foundation \(foundation)")
                // The handler's URL names the host matched, read by Foundation.
                #expect(Self.foundationReading(route.handedURL)?.host == route.reading.host, "\(route.handedURL)")
            } else {
                let page = try #require(navigator.stack.topViewModel as? WebPageViewModel, "\(url.debugDescription) opened nothing")
                #expect(Self.foundationReading(page.url.absoluteString) == foundation, "\(url.debugDescription) opened \(page.url)")
            }
        }
    }

    // MARK: The app

    /// What the routes saw.
    final class Seen {
        var route: (reading: Reading, handedURL: String)?
    }

    /// Web routes for a few hosts (one written in another script), a catch-all route for `app`,
    /// and web pages for every other web URL.
    static func makeApp() throws -> (Navigator, Router, Seen) {
        let (navigator, router) = try makeRouter()
        router.setWebPages()
        let seen = Seen()
        for host in ["shop.example", "evil.com", "example.com", "public", "admin", "bücher.example", "1.2.3.4"] {
            for scheme in ["https", "http"] {
                try router.register("\(scheme)://\(host)(/*rest)") { request in
                    let rest = request.match.parameters["rest"].map { $0.split(separator: "/").map(String.init) } ?? []
                    seen.route = (Reading(host: Self.comparable(host), segments: rest), request.match.url)
                    return .handled
                }
            }
        }
        try router.register("app://*all") { request in
            var all = request.match.parameters["all"].map { $0.split(separator: "/").map(String.init) } ?? []
            // An IPv6 host is Foundation's without its brackets.
            if let first = all.first, first.hasPrefix("["), first.hasSuffix("]") { all[0] = String(first.dropFirst().dropLast()) }
            seen.route = (Reading(host: nil, segments: all), request.match.url)
            return .handled
        }
        return (navigator, router, seen)
    }

    // MARK: Foundation's reading

    /// Foundation's reading of a URL; for `app`, the host is the first segment, as routes read it.
    static func foundationReading(_ text: String) -> Reading? {
        guard let url = URL(string: text) else { return nil }
        let host = url.host(percentEncoded: false).flatMap { $0.isEmpty ? nil : $0 }
        let segments = url.path(percentEncoded: false).split(separator: "/").map(String.init)
        if url.scheme?.lowercased() == "app" {
            // Routes match hosts in any case, and capture them as written.
            return Reading(host: nil, segments: (host.map { [$0] } ?? []) + segments)
        }
        return Reading(host: host.map(comparable), segments: segments)
    }

    /// A host as hosts compare: lowercased, in the ASCII form Foundation gives hosts in other
    /// scripts, an IPv6 literal without brackets.
    static func comparable(_ host: String) -> String {
        var host = host.lowercased()
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if host.unicodeScalars.contains(where: { !$0.isASCII }),
           let ascii = URL(string: "http://\(host)/")?.host(percentEncoded: false) {
            return ascii.lowercased()
        }
        return host
    }

    // MARK: The table

    nonisolated static let table: [(String, Expected)] = ordinary + backslashes + emptyHosts + hostCharacters + ports
        + ipAddresses + otherScripts

    /// Ordinary forms, which open.
    nonisolated static let ordinary: [(String, Expected)] = [
        "https://shop.example", "https://shop.example/", "https://shop.example/account", "https://shop.example/a/b/c",
        "https://shop.example/account?tab=orders", "https://shop.example/account#top", "https://shop.example/a?b=c#d",
        "https://SHOP.EXAMPLE/Account", "HTTPS://shop.example/x", "https://Shop.Example/x",
        "https://shop.example:443/x", "https://shop.example:8080/x", "https://shop.example:/x", "https://shop.example:0/x",
        "https://shop.example:65535/x", "https://shop.example:00080/x", "https://user@shop.example/x",
        "https://user:secret@shop.example/x", "https://shop.example@evil.com/account", "https://a@b@evil.com/x",
        "https://shop%2Eexample/x",
        "https://sh%6Fp.example/x", "https://%73hop.example/x", "https://shop.example/a%2Fb", "https://shop.example/a%20b",
        "https://shop.example/%E2%9C%93", "https://shop.example/caf%C3%A9", "https://shop.example/café",
        "https://shop.example/a b", "https://shop.example//a//b//", "https://shop.example/a/./b", "https://shop.example/a/../b",
        "https://shop.example/%5C", "https://shop.example/x?q=a\\b", "https://shop.example/x#a\\b",
        "https://shop.example/a;b", "https://shop.example/a,b", "https://shop.example/~user", "https://shop.example/a+b",
        "http://example.com", "http://example.com/docs/1", "https://www.example.com/", "https://a-b.example/",
        "https://a_b.example/", "https://a!b.example/", "https://a$b.example/", "https://a~b.example/",
        "https://a..b.example/", "https://example.com./", "https://1.2.3.4/x", "https://127.0.0.1/", "https://0.0.0.0/",
        "https://255.255.255.255/", "https://1.2.3.example/", "https://123abc/", "https://x0/",
        "https://[::1]/", "https://[2001:db8::1]/status", "https://[2001:DB8::1]/", "https://[::ffff:1.2.3.4]/",
        "https://[1:2:3:4:5:6:7:8]/", "https://[1::8]:8080/x", "https://[::]/",
        "app://items/42", "app://items", "app:///items/42", "app:items/42", "app://Items/42", "app://items/a%20b",
        "app://user:pw@items/42", "app://items:8080/42", "app://1.2.3.4.5/x", "app://0x7f.1/x", "app://items/%5C",
        "app://a$b/x", "app://items/42?q=\\", "app://[::1]/x",
    ].map { ($0, .agrees) }

    /// A raw backslash in the authority or the path.
    nonisolated static let backslashes: [(String, Expected)] = [
        #"https://shop.example\@evil.com/account"#, #"https://shop.example\evil.com/"#, #"https://shop.example\"#,
        #"https://shop.example/account\settings"#, #"https://shop.example/\\evil.com"#, #"https:\\shop.example\x"#,
        #"https://\shop.example/"#, #"https://user\@shop.example/"#, #"https://shop.example:443\@evil.com/"#,
        #"http://evil.com\@shop.example/"#, #"app://admin\@public/settings"#, #"app://items\42"#,
        #"app://items/4\2"#, #"app:\\items"#, #"https://shop.example/a/b\"#, #"HTTPS://Shop.example\@Evil.com"#,
    ].map { ($0, .refused(.backslash)) }

    /// No host where one belongs.
    nonisolated static let emptyHosts: [(String, Expected)] = [
        "https://@/shop.example/account", "https:///shop.example/account", "https:shop.example/account",
        "https:/shop.example/account", "https:////shop.example", "https://", "https://:443/shop.example",
        "https://user@/shop.example", "https://user:pw@:80/x", "http:///example.com", "http:example.com",
        "ws:///shop.example", "wss://@/shop.example", "ftp:///x",
        "app://@/items", "app://:80/items", "app://user@/items", "https://?q=1", "https://#x",
    ].map { ($0, .refused(.emptyHost)) }

    /// A character no host may hold, written or percent-encoded.
    nonisolated static let hostCharacters: [(String, Expected)] = [
        "http://a<b/", "http://a>b/", "http://a^b/", "http://a|b/", "http://a b/", "http://a\"b/", "http://a{b/",
        "http://a}b/", "http://a`b/", "http://ho%2Fst/", "http://ho%3Fst/", "http://ho%23st/", "http://ho%40st/",
        "http://ho%3Ast/", "http://ho%5Bst/", "http://ho%5Cst/", "http://ho%25st/", "http://ho%st/", "http://ho%zzst/",
        "http://ho%2/", "http://a%20b/", "http://a%3Cb/", "https://shop.example%2Fevil.com/",
        "app://a%2Fb/x", "app://a<b/x", "app://a b/x", "https://a]b/",
        "https://a[b/", "app://ho%5Cst/x", "https://shop.example:80:80/x", "https://]/",
    ].map { ($0, .refused(.hostCharacter)) }

    /// A port that is not a number from 0 to 65535.
    nonisolated static let ports: [(String, Expected)] = [
        "http://f:b/c", "https://shop.example:65536/", "https://shop.example:99999/", "https://shop.example:-1/",
        "https://shop.example:1a/", "https://shop.example:+80/", "https://shop.example: 80/", "https://shop.example:0x50/",
        "https://[::1]:b/", "app://items:x/42", "app://items:123456/42", "https://user@shop.example:8o8o/",
    ].map { ($0, .refused(.port)) }

    /// A bracketed host that is not IPv6, or a web host ending in a number that is not a
    /// dotted-decimal IPv4 address.
    nonisolated static let ipAddresses: [(String, Expected)] = [
        "https://[g::1]/", "https://[:::1]/", "https://[1:2]/", "https://[1:2:3:4:5:6:7:8:9]/", "https://[fe80::1%25en0]/",
        "https://[fe80::1%en0]/", "https://[::1/", "https://[::1]x/", "https://[1.2.3.4]/", "https://[::1.2.3]/",
        "https://[::256.1.1.1]/", "https://[12345::1]/", "https://[1:::2]/", "https://[1:]/", "https://[]/",
        "https://1.2.3.4.5/", "https://0x7f.1/", "https://127.1/", "https://0177.0.0.1/", "https://999.1.1.1/",
        "https://2130706433/", "https://1.2.3.4./", "https://example.123/", "https://shop.0x1/", "https://01.2.3.4/",
        "https://1.2.3.256/", "http://0x7F000001/", "app://[g::1]/x", "https://[/status", "app://[/x",
    ].map { ($0, .refused(.ipAddress)) }

    /// Hosts in other scripts: read in Foundation's ASCII form, by routes and web pages alike.
    nonisolated static let otherScripts: [(String, Expected)] = [
        ("https://bücher.example/x", .agrees), ("https://BÜCHER.example/x", .agrees), ("https://xn--bcher-kva.example/x", .agrees),
        ("https://b%C3%BCcher.example/x", .agrees), ("https://ｓｈｏｐ.example/account", .agrees), ("https://Ｅｘａｍｐｌｅ.com/", .agrees),
        ("https://café.example/", .agrees), ("https://日本.example/a", .agrees), ("app://café/x", .agrees),
        ("https://１２７.０.０.１/", .agrees), ("https://１２７.１/", .refused(.ipAddress)), ("https://ü%2F.example/", .refused(.hostCharacter)),
    ]
}
