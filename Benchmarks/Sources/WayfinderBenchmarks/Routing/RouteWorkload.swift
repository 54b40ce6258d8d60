import RoutingKit

/// A route table of a given size, written for each router, with URLs that hit and URLs that
/// miss. Routes rotate through four shapes: a literal, one parameter, two parameters, and a
/// trailing wildcard; every eight routes share a host, as a module's pages would.
struct RouteWorkload {
    struct Route {
        /// Wayfinder's pattern: `app://m3/users25/:user/repos/:repo`.
        let pattern: String
        /// RoutingKit's path: `m3`, `users25`, `:user`, `repos`, `:repo`.
        let components: [PathComponent]
        /// The same for the linear matcher.
        let segments: [LinearRouter.Segment]
    }

    let size: Int
    let routes: [Route]
    /// URLs that match a route, spread over the table.
    let hits: [String]
    /// URLs that match a route with two parameters.
    let twoParameterHits: [String]
    /// URLs that match nothing: an extra segment, or an unknown host.
    let misses: [String]

    init(size: Int, sample: Int = 1_000) {
        self.size = size
        var routes: [Route] = []
        var hitsByRoute: [String] = []
        for index in 0..<size {
            let host = "m\(index / 8)"
            let shape: [(String, PathComponent, LinearRouter.Segment)]
            let hit: String
            switch index % 4 {
            case 0:
                shape = [("page\(index)", .constant("page\(index)"), .literal("page\(index)"))]
                hit = "app://\(host)/page\(index)"
            case 1:
                shape = [("items\(index)", .constant("items\(index)"), .literal("items\(index)")), (":id", .parameter("id"), .parameter("id"))]
                hit = "app://\(host)/items\(index)/42"
            case 2:
                shape = [
                    ("users\(index)", .constant("users\(index)"), .literal("users\(index)")), (":user", .parameter("user"), .parameter("user")),
                    ("repos", .constant("repos"), .literal("repos")), (":repo", .parameter("repo"), .parameter("repo")),
                ]
                hit = "app://\(host)/users\(index)/alice/repos/wayfinder"
            default:
                shape = [("files\(index)", .constant("files\(index)"), .literal("files\(index)")), ("*path", .catchall, .rest)]
                hit = "app://\(host)/files\(index)/docs/guide/intro.md"
            }
            routes.append(Route(
                pattern: "app://\(host)/" + shape.map(\.0).joined(separator: "/"),
                components: [.constant(host)] + shape.map(\.1),
                segments: [.literal(host)] + shape.map(\.2)))
            hitsByRoute.append(hit)
        }
        self.routes = routes
        // A deterministic spread: a stride prime to every table size used.
        hits = (0..<sample).map { hitsByRoute[($0 &* 7_919) % size] }
        twoParameterHits = (0..<sample).map { hitsByRoute[(($0 &* 7_919) % (size / 4)) * 4 + 2] }
        misses = (0..<sample).map { index in
            index.isMultiple(of: 2)
                ? "app://m\((index % size) / 8)/page\((index % (size / 4)) * 4)/extra"
                : "app://unknown\(index)/nothing/here"
        }
    }
}

/// Splits a URL into RoutingKit's path: the host, then each segment (RoutingKit routes paths,
/// so the split is part of its cost).
@inline(__always)
func routingKitPath(_ url: String) -> [String] {
    guard let schemeEnd = url.range(of: "://") else { return [] }
    return url[schemeEnd.upperBound...].split(separator: "/").map(String.init)
}
