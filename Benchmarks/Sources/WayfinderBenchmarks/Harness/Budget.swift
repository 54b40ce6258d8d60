import Foundation
import MallocInterposerSwift
import Wayfinder
import WayfinderTesting

// The workloads whose cost CI holds (`Scripts/budgets.sh`, `budgets.txt`): each is set up and run
// once to warm up, then run once more inside `budgetMeasured()`, the only function callgrind
// collects (`--toggle-collect` with its mangled name,
// `$s19WayfinderBenchmarks14budgetMeasuredSiyF`), with its heap allocations counted by the
// interposer.
// Instructions and allocations per operation do not drift from run to run as times do.

/// The measured run, set by ``Budget/run(_:)``.
nonisolated(unsafe) private var measuredBody: (@MainActor () -> Int)?

/// The measured run: never inlined, so that callgrind's `--toggle-collect` finds it by name.
@inline(never)
func budgetMeasured() -> Int {
    MainActor.assumeIsolated { measuredBody?() ?? 0 }
}

@MainActor
enum Budget {
    /// A workload: how many operations one run performs, and how to set it up (returning the run).
    struct Workload {
        let name: String
        let operations: Int
        let setUp: @MainActor () throws -> @MainActor () -> Int
    }

    static let workloads: [Workload] = [
        Workload(name: "push-pop", operations: 2_000) { try pushPop(renderer: false) },
        Workload(name: "push-pop-renderer", operations: 2_000) { try pushPop(renderer: true) },
        // Recording a journey, left on as an app would: the ring is full (it keeps 200 steps), so
        // each step replaces the oldest (issue 42: within 1.25x of a plain push and pop).
        Workload(name: "push-pop-journey", operations: 2_000) { try pushPop(renderer: false, journey: true) },
        Workload(name: "deep-link", operations: 1_000) {
            let setup = try BusBenchmarks.deepLinkRouter()
            return { BusBenchmarks.openAll(setup) }
        },
        Workload(name: "ambiguous-link", operations: 1_000) {
            let setup = try BusBenchmarks.ambiguousLinkRouter()
            return { BusBenchmarks.openAll(setup) + 1 }  // none opens now: the count says it ran
        },
        Workload(name: "match-hit-10k", operations: 1_000) { try match(\.hits) },
        Workload(name: "match-miss-10k", operations: 1_000) { try match(\.misses) },
        Workload(name: "register-1k", operations: 1_000) {
            let workload = RouteWorkload(size: 1_000, sample: 1)
            return {
                var table = RouteTable<Int>()
                var registered = 0
                for (index, route) in workload.routes.enumerated() where (try? table.register(route.pattern, index)) != nil {
                    registered += 1
                }
                return registered
            }
        },
        Workload(name: "string-parameter-link", operations: 1_000) {
            let router = try TypedParameterBenchmarks.routers().strings
            return { TypedParameterBenchmarks.openAll(router) }
        },
        Workload(name: "typed-parameter-link", operations: 1_000) {
            let router = try TypedParameterBenchmarks.routers().typed
            return { TypedParameterBenchmarks.openAll(router) }
        },
        Workload(name: "expect-stack", operations: 2_000) {
            let test = TestNavigator()
            test.services.resetRoot(BenchViewModel())
            let models = (0..<1_000).map { _ in BenchViewModel() }
            return { BusBenchmarks.expectStackAll(test, models) }
        },
    ]

    /// Runs one workload for `budgets.sh`: prints `operations N allocations M` (M counted over the
    /// measured run).
    static func run(_ name: String) throws {
        guard let workload = workloads.first(where: { $0.name == name }) else {
            throw BenchmarkError.unexpected("no budget workload named “\(name)”: \(workloads.map(\.name))")
        }
        let body = try workload.setUp()
        consume(body())  // warm up: lazily made tables, caches, the first allocations of each kind
        measuredBody = body
        MallocInterposerSwift.reset()
        MallocInterposerSwift.hook()
        let result = budgetMeasured()
        MallocInterposerSwift.unhook()
        measuredBody = nil
        consume(result)
        guard result > 0 else { throw BenchmarkError.unexpected("\(name) did nothing") }
        print("operations \(workload.operations) allocations \(MallocInterposerSwift.getStatistics().mallocCount)")
    }

    private static func pushPop(renderer: Bool, journey: Bool = false) throws -> @MainActor () -> Int {
        let bench = try BenchNavigator()
        if renderer { try bench.navigator.attach(HeadlessRenderer()) }
        let models = (0..<1_000).map { _ in BenchViewModel() }
        if journey {
            bench.navigator.recordJourney()
            _ = BusBenchmarks.pushPopAll(bench, Array(models.prefix(100)))  // fills the ring
        }
        return { BusBenchmarks.pushPopAll(bench, models) }
    }

    private static func match(_ urls: KeyPath<RouteWorkload, [String]>) throws -> @MainActor () -> Int {
        let workload = RouteWorkload(size: 10_000)
        let table = try MatchingBenchmarks.tables(for: workload).wayfinder
        let chosen = Array(workload[keyPath: urls].prefix(1_000))
        return { MatchingBenchmarks.matchAll(table, chosen) }
    }
}
