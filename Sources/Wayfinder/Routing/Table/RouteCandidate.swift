/// One route considered for a URL, and why it was or was not chosen: the route table's part
/// of ``Router/explain(_:)``, listed in ``RouteExplanation/candidates``.
package struct RouteCandidate: Hashable, Sendable {
    /// Why a route was or was not chosen.
    package enum Verdict: Hashable, Sendable {
        /// The route matched and was chosen.
        case matched
        /// The route matches too, but this route wins by precedence.
        case outranked(by: String)
        /// The literal segment at `segment` (0 is the host) differs.
        case literalDiffers(segment: Int, expected: String, found: String)
        /// The typed parameter refused the value.
        case typeRejected(parameter: String, type: String, value: String)
        /// The segment does not decode to UTF-8 text, so no parameter takes it.
        case invalidEncoding(segment: Int)
        /// The URL has fewer routing segments than the route needs.
        case tooFewSegments(expected: Int, found: Int)
        /// The URL has more routing segments than the route takes.
        case tooManySegments(expected: Int, found: Int)
    }

    /// The route's pattern.
    package let pattern: String
    /// Why it was or was not chosen.
    package let verdict: Verdict

    /// How far matching got, for ordering: the number of segments that matched.
    let progress: Int

    /// The pattern and the verdict, as in `app://user/:id<Int> — "me" is not a valid Int for :id`.
    package var line: String {
        "\(pattern) — \(verdict.words)"
    }
}

extension RouteCandidate.Verdict {
    /// The verdict in words.
    var words: String {
        switch self {
        case .matched: "matched"
        case .outranked(let winner): "matches, but \(winner) takes precedence"
        case .literalDiffers(let segment, let expected, let found):
            "segment \(segment) is \"\(found)\", not \"\(expected)\""
        case .typeRejected(let parameter, let type, let value): "\"\(value)\" is not a valid \(type) for :\(parameter)"
        case .invalidEncoding(let segment): "segment \(segment) does not decode to UTF-8 text"
        case .tooFewSegments(let expected, let found): "needs \(Self.segments(expected)), the URL has \(found)"
        case .tooManySegments(let expected, let found): "takes \(Self.segments(expected)), the URL has \(found)"
        }
    }

    /// A count of segments in words: "1 segment", "2 segments".
    static func segments(_ count: Int) -> String {
        count == 1 ? "1 segment" : "\(count) segments"
    }
}
