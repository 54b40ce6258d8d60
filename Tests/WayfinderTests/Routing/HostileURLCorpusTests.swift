import Foundation
import Testing
import Wayfinder

/// The hostile URL corpus (`Corpus/hostile-urls.json`): scheme tricks, app-only routes from
/// every external origin, source apps, traversal and double encoding, overlong URLs, control
/// characters, URLs inside other URLs, and rewrite rules an attacker tries to launder through.
/// Every case must fail with its typed error, leave the stack as it was, and reach the
/// router's observers; restoring it fails the same way. (WayfinderComponentsTests checks that a
/// remote call by such a URL is refused by the policy exactly when the router refuses it there.)
@Suite("hostile URLs")
@MainActor
struct HostileURLCorpusTests {
    nonisolated static let corpus = HostileURLCorpus.cases

    @Test func theCorpusHoldsAtLeastFiftyCases() {
        #expect(Self.corpus.count >= 50)
        #expect(Set(Self.corpus.map(\.name)).count == Self.corpus.count, "case names are unique")
    }

    @Test(arguments: corpus)
    func everyCaseIsRefusedChangesNothingAndIsReported(_ hostile: HostileURLCorpus.Case) throws {
        let origin = try #require(HostileURLCorpus.origin(hostile.origin), "unknown origin \(hostile.origin)")
        let expected = try #require(
            HostileURLCorpus.error(hostile.expect, url: hostile.url, origin: origin), "unreadable expectation")
        let (navigator, router) = try HostileURLCorpus.makeTarget()
        let log = RouteEventLog(router)
        let before = navigator.stack.snapshot

        let result = router.open(IncomingLink(url: hostile.url, origin: origin))

        #expect(result.failure == expected)
        #expect(navigator.stack.snapshot == before)
        #expect(log.lines == ["failed \(hostile.url) from \(origin): \(expected)"])
        #expect(!router.canOpen(IncomingLink(url: hostile.url, origin: origin)))
    }

    @Test(arguments: corpus)
    func restoringACaseFailsWithTheSameErrorAndShowsNothing(_ hostile: HostileURLCorpus.Case) throws {
        let origin = try #require(HostileURLCorpus.origin(hostile.origin), "unknown origin \(hostile.origin)")
        let expected = try #require(
            HostileURLCorpus.error(hostile.expect, url: hostile.url, origin: origin), "unreadable expectation")
        let (navigator, router) = try HostileURLCorpus.makeTarget()
        let before = navigator.stack.snapshot

        let report = router.restore(try .screens([hostile.url]), origin: origin)

        #expect(report.issues == [.unresolved(url: hostile.url, error: expected)])
        #expect(report.result.failure == .emptyStack)
        #expect(navigator.stack.snapshot == before)
    }
}
