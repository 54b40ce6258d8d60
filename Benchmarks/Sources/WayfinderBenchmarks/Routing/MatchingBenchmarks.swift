import RoutingKit
import Wayfinder

/// Route matching of full URL strings against tables of several sizes: Wayfinder's trie, RoutingKit's
/// `TrieRouter` (its path split included) and a linear scan, on the same table and URLs.
enum MatchingBenchmarks {
    struct Tables {
        let wayfinder: RouteTable<Int>
        let routingKit: TrieRouter<Int>
        let linear: LinearRouter
    }

    static func tables(for workload: RouteWorkload) throws -> Tables {
        var wayfinder = RouteTable<Int>()
        let routingKit = TrieRouter(Int.self)
        var linear = LinearRouter()
        for (index, route) in workload.routes.enumerated() {
            try wayfinder.register(route.pattern, index)
            routingKit.register(index, at: route.components)
            linear.register(route.segments, output: index)
        }
        return Tables(wayfinder: wayfinder, routingKit: routingKit, linear: linear)
    }

    static func wayfinder(_ table: RouteTable<Int>, _ urls: [String]) -> Measurement {
        Measure.run(operations: urls.count) { matchAll(table, urls) }
    }

    /// Matches every URL once; returns a sum of what matched (1 more, so that it is never 0).
    static func matchAll(_ table: RouteTable<Int>, _ urls: [String]) -> Int {
        var total = 1
        for url in urls {
            if let found = table.match(url) { total &+= found.output &+ found.match.parameters.count }
        }
        return total
    }

    static func routingKit(_ router: TrieRouter<Int>, _ urls: [String]) -> Measurement {
        Measure.run(operations: urls.count) {
            var total = 0
            for url in urls {
                var parameters = Parameters()
                if let output = router.route(path: routingKitPath(url), parameters: &parameters) {
                    total &+= output &+ (parameters.get("id") == nil ? 0 : 1)
                }
            }
            return total
        }
    }

    static func linear(_ router: LinearRouter, _ urls: [String]) -> Measurement {
        Measure.run(runs: 3, operations: urls.count) {
            var total = 0
            for url in urls {
                if let found = router.match(url) { total &+= found.output &+ found.parameters.count }
            }
            return total
        }
    }

    /// Hits at 100 and at 10,000 routes, runs alternating between the two tables so that the
    /// machine's drift affects both alike: the ratio of the two is the growth target's figure.
    static func growth() throws -> (small: Double, large: Double) {
        let small = RouteWorkload(size: 100)
        let large = RouteWorkload(size: 10_000)
        let smallTable = try tables(for: small).wayfinder
        let largeTable = try tables(for: large).wayfinder
        // The same number of URLs from each, so that both runs last alike.
        let count = min(small.hits.count, large.hits.count)
        let smallURLs = Array(small.hits.prefix(count))
        let largeURLs = Array(large.hits.prefix(count))
        var smallTimes: [Double] = []
        var largeTimes: [Double] = []
        for _ in 0..<9 {
            smallTimes.append(wayfinder(smallTable, smallURLs).nanoseconds)
            largeTimes.append(wayfinder(largeTable, largeURLs).nanoseconds)
        }
        return (median(smallTimes), median(largeTimes))
    }

    /// The rows for one table size; the measurements by name, for the targets.
    static func run(size: Int, into rows: inout [Row], figures: inout [String: Measurement]) throws {
        let workload = RouteWorkload(size: size)
        let tables = try tables(for: workload)
        let label = size.formatted()
        let cases: [(String, [String])] = [
            ("hit", workload.hits), ("hit, two parameters", workload.twoParameterHits), ("miss", workload.misses),
        ]
        for (name, urls) in cases {
            let ours = wayfinder(tables.wayfinder, urls)
            figures["\(name) \(size)"] = ours
            rows.append(Row("match \(name) · \(label) routes", unit: "ns/match", wayfinder: ours,
                            peer: "RoutingKit TrieRouter", peerMeasurement: routingKit(tables.routingKit, urls)))
            // The linear scan is slow on big tables: a tenth of the URLs is enough to time it.
            rows.append(Row("match \(name) · \(label) routes", unit: "ns/match", wayfinder: ours,
                            peer: "linear scan", peerMeasurement: linear(tables.linear, Array(urls.prefix(100)))))
        }
    }
}
