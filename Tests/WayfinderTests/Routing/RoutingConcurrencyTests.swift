import Foundation
import Testing
import Wayfinder
import WayfinderTesting

@Suite("routing from several threads")
struct RoutingConcurrencyTests {
    @Test func registeringMatchingAndUnregisteringConcurrentlyKeepsTheTableConsistent() async throws {
        let (navigator, router) = try await MainActor.run { try makeRouter() }
        let workers = 8
        let routesPerWorker = 200
        try await withThrowingTaskGroup(of: Int.self) { group in
            for worker in 0..<workers {
                group.addTask {
                    var misses = 0
                    for index in 0..<routesPerWorker {
                        try router.register("app://w\(worker)/item/\(index)/:id<Int>") { _ in .handled }
                        try router.register("app://w\(worker)/temporary/\(index)") { _ in .handled }
                        if !router.canOpen(IncomingLink(url: "app://w\(worker)/item/\(index)/7", origin: .app)) { misses += 1 }
                        if !router.unregister("app://w\(worker)/temporary/\(index)") { misses += 1 }
                        if index % 25 == 0 {
                            let explanation = router.explain(IncomingLink(url: "app://w\(worker)/item/\(index)/7", origin: .app))
                            if explanation.outcome != .route("app://w\(worker)/item/\(index)/:id<Int>") { misses += 1 }
                        }
                    }
                    return misses
                }
            }
            for try await misses in group { #expect(misses == 0) }
        }
        #expect(router.patterns.count == workers * routesPerWorker)
        for worker in 0..<workers {
            #expect(router.canOpen(IncomingLink(url: "app://w\(worker)/item/\(routesPerWorker - 1)/1", origin: .app)))
            #expect(!router.canOpen(IncomingLink(url: "app://w\(worker)/temporary/0", origin: .app)))
        }
        #expect(router.validate().isEmpty)
        try await MainActor.run {
            _ = try router.openInternal("app://w3/item/5/9").get()
            #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
        }
    }

    @Test func aTableCopyIsUnaffectedByLaterRegistrations() async throws {
        var table = RouteTable<Int>()
        try table.register("app://a", 1)
        let copy = table
        try table.register("app://b", 2)
        let seen = await Task.detached { [copy] in (copy.match("app://a")?.output, copy.match("app://b")?.output) }.value
        #expect(seen.0 == 1)
        #expect(seen.1 == nil)
        #expect(table.match("app://b")?.output == 2)
    }
}
