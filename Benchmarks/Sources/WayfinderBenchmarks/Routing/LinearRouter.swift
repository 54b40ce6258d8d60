/// How JLRoutes- and URLNavigator-style routers match: every route is tried in order against
/// the URL's segments until one fits. The baseline a trie is meant to beat as tables grow.
struct LinearRouter {
    enum Segment {
        case literal(String)
        case parameter(String)
        case rest
    }

    private var routes: [(segments: [Segment], output: Int)] = []

    mutating func register(_ segments: [Segment], output: Int) {
        routes.append((segments, output))
    }

    /// The first route that fits, and its parameters.
    func match(_ url: String) -> (output: Int, parameters: [String: String])? {
        let path = routingKitPath(url)
        for route in routes {
            var parameters: [String: String] = [:]
            if fits(route.segments, path, &parameters) { return (route.output, parameters) }
        }
        return nil
    }

    private func fits(_ segments: [Segment], _ path: [String], _ parameters: inout [String: String]) -> Bool {
        var index = 0
        for segment in segments {
            switch segment {
            case .literal(let text):
                guard index < path.count, path[index] == text else { return false }
            case .parameter(let name):
                guard index < path.count else { return false }
                parameters[name] = path[index]
            case .rest:
                return index < path.count
            }
            index += 1
        }
        return index == path.count
    }
}
