import RoutingKit
import Wayfinder

/// Registering whole tables: Wayfinder's pattern parsing and trie insertion against RoutingKit's.
enum RegistrationBenchmarks {
    /// The time to register the whole table (one operation), Wayfinder's and RoutingKit's.
    static func run(size: Int) -> (wayfinder: Measurement, routingKit: Measurement) {
        let workload = RouteWorkload(size: size, sample: 1)
        let ours = Measure.run(runs: 5, operations: 1) {
            var table = RouteTable<Int>()
            for (index, route) in workload.routes.enumerated() { _ = try? table.register(route.pattern, index) }
            return table.count
        }
        let theirs = Measure.run(runs: 5, operations: 1) {
            let router = TrieRouter(Int.self)
            for (index, route) in workload.routes.enumerated() { router.register(index, at: route.components) }
            return size
        }
        return (ours, theirs)
    }
}
