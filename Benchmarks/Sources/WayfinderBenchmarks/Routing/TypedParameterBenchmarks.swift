import Wayfinder

/// What decoding a route's parameters into a type costs on top of reading them as strings: the
/// same link opened through a route whose handler reads `request.match.parameters` and the query, and
/// through one whose handler receives an `IssueLink`. Both handlers answer `.handled`, so the
/// figures are rewrite-free routing plus the parameters, not navigation.
@MainActor
enum TypedParameterBenchmarks {
    struct IssueLink: Decodable {
        let owner: String
        let name: String
        let number: Int
        let comment: Int?
    }

    /// Median nanoseconds per open, strings and typed, measured in alternation.
    static func run() throws -> (strings: Measurement, typed: Measurement) {
        let (strings, typed) = try routers()
        func open(_ router: Router) -> Measurement {
            Measure.run(runs: 3, operations: links.count) { openAll(router) }
        }
        return RenderingBenchmarks.alternate({ open(strings) }, { open(typed) })
    }

    /// The two routers: the same pattern, one handler reading strings, one receiving `IssueLink`.
    static func routers() throws -> (strings: Router, typed: Router) {
        let pattern = "app://repos/:owner/:name/issues/:number<Int>"
        let bench = try BenchNavigator()
        let strings = Router(services: bench.services)
        try strings.register(pattern) { request in
            let total = (request.match.parameters["owner"]?.count ?? 0) + (request.match.parameters["name"]?.count ?? 0)
                + (request.match.parameters["number"].flatMap(Int.init) ?? 0) + (request.match.query["comment"]?.first.flatMap(Int.init) ?? 0)
            consume(total)
            return .handled
        }
        let typed = Router(services: bench.services)
        try typed.register(pattern) { (link: IssueLink, _) in
            consume(link.owner.count + link.name.count + link.number + (link.comment ?? 0))
            return .handled
        }
        return (strings, typed)
    }

    static let links = (0..<1_000).map { "app://repos/apple/swift/issues/\($0)?comment=\($0 % 7)" }

    /// Opens every link once; returns how many opened.
    static func openAll(_ router: Router) -> Int {
        var opened = 0
        for link in links {
            if case .success = router.openInternal(link) { opened += 1 }
        }
        return opened
    }
}
