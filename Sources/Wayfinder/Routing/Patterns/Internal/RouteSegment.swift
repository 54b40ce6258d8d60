/// One routing segment of a pattern. The host is the first.
enum RouteSegment: Hashable, Sendable {
    /// Matches exactly this text (percent-decoded; ASCII letters lowercased when it is the host).
    case literal(String)
    /// Matches any one segment, or only those its type accepts.
    case parameter(name: String, type: String?)
    /// Matches the rest of the path: one or more segments.
    case wildcard(name: String)

    /// The name a parameter or wildcard is captured under.
    var name: String? {
        switch self {
        case .literal: nil
        case .parameter(let name, _), .wildcard(let name): name
        }
    }
}
