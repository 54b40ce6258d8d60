/// One routing segment of a pattern (the host is the first), as ranges of its pattern's storage
/// (the text, then any keys written differently from it; `RoutePattern.withStorage(_:)`):
/// parsing makes no string for a segment, and a pattern's segments are
/// plain integers, copied and freed without reference counting.
struct RouteSegment: Hashable, Sendable {
    enum Kind: UInt8, Hashable, Sendable {
        /// Matches exactly its key: the text percent-decoded, ASCII letters lowercased when it is
        /// the host.
        case literal
        /// Matches any one segment, or only those its type accepts.
        case parameter
        /// Matches the rest of the path: one or more segments.
        case wildcard
    }

    let kind: Kind
    /// A literal's key, or the name a parameter or wildcard is captured under (`*` for a
    /// wildcard without one), as UTF-8 offsets into the pattern's storage.
    let text: Range<Int>
    /// A typed parameter's type name, as UTF-8 offsets into the pattern's storage; empty for
    /// every other segment.
    let type: Range<Int>

    /// Whether the segment captures a value (a parameter or a wildcard).
    var isCapture: Bool { kind != .literal }
}
