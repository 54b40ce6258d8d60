import RoutingKit
import Wayfinder

/// Registering whole tables: Wayfinder's pattern parsing and trie insertion against RoutingKit's.
enum RegistrationBenchmarks {
    /// The time to register the whole table, Wayfinder's and RoutingKit's (its teardown not
    /// included), alternating runs so that drift affects both alike.
    static func run(size: Int) -> (wayfinder: Measurement, routingKit: Measurement) {
        let workload = RouteWorkload(size: size, sample: 1)
        var ours: [Double] = []
        var theirs: [Double] = []
        for _ in 0..<5 {
            ours.append(Measure.building(runs: 3) {
                var table = RouteTable<Int>()
                for (index, route) in workload.routes.enumerated() { _ = try? table.register(route.pattern, index) }
                return table
            }.nanoseconds)
            theirs.append(Measure.building(runs: 3) {
                let router = TrieRouter(Int.self)
                for (index, route) in workload.routes.enumerated() { router.register(index, at: route.components) }
                return router
            }.nanoseconds)
        }
        return (Measurement(nanoseconds: median(ours), allocations: .nan),
                Measurement(nanoseconds: median(theirs), allocations: .nan))
    }
}
