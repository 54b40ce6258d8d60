import Testing
import Wayfinder
import WayfinderComponents

/// The hostile URL corpus (WayfinderTests' `Corpus/hostile-urls.json`, read by the shared
/// `HostileURLCorpus`) as remote calls: a remote call by such a URL is refused by the policy
/// exactly when the router refuses it there, before any target is made.
@Suite("hostile URLs: remote calls")
@MainActor
struct HostileURLRemoteCallTests {
    nonisolated static let corpus = HostileURLCorpus.cases

    @Test func theCorpusIsRead() {
        #expect(Self.corpus.count >= 50)
    }

    @Test(arguments: corpus)
    func aRemoteCallByACaseIsRefusedAsTheRouterRefusesItAndRunsNothing(_ hostile: HostileURLCorpus.Case) throws {
        let origin = try #require(HostileURLCorpus.origin(hostile.origin), "unknown origin \(hostile.origin)")
        let (_, router) = try HostileURLCorpus.makeTarget()
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

        if case .failure(.refused(let violation)) = bare.open(IncomingLink(url: hostile.url, origin: origin)) {
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
}
