import Foundation
import Testing
import Wayfinder

@Suite("Threads and isolation article")
struct ThreadsExamplesTests {
    @Test @MainActor func routesRegisteredOffTheMainActorOpenOnIt() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let router = Router(services: navigator.services, policy: RoutingPolicy(allowedSchemes: ["app"]))

        try await Task.detached { try await registerIssueRoutes(on: router) }.value

        let link = IncomingLink(url: "app://issues/7", origin: .otherApp(sourceApplication: nil))
        #expect(router.canOpen(link))
        let opened = await Task.detached { await openLink(link, with: router) }.value
        #expect(throws: Never.self) { try opened.get() }
        #expect((navigator.stack.topViewModel as? DetailViewModel)?.number == 7)
    }

    @Test @MainActor func snapshotsAndChangesCrossThreads() async throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let snapshot = navigator.stack.snapshot        // a Sendable value

        let outline = await Task.detached { snapshot.description }.value

        #expect(outline == """
            root · nav#1
              #1 HomeViewModel
            """)
    }

    @Test @MainActor func aSubscriptionCanBeCancelledFromAnyThread() async throws {
        let navigator = try makeNavigator()
        var heard = 0
        let subscription = navigator.bus.subscribe { _ in heard += 1 }

        await Task.detached { subscription.cancel() }.value
        navigator.services.resetRoot(HomeViewModel())

        #expect(heard == 0)
    }
}
