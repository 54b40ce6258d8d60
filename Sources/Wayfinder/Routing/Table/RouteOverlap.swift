/// Two routes that can match the same URL, as reported by ``RouteTable/validate()``.
public struct RouteOverlap: Hashable, Sendable, CustomStringConvertible {
    /// How the table chooses between two overlapping routes.
    enum Resolution: Hashable, Sendable {
        /// By segment kind, as intended: a literal beats a parameter (`user/me` over `user/:id`),
        /// a parameter beats a wildcard.
        case precedence
        /// By a tie-break only: two typed parameters of different types at one position (tried in
        /// type order), or two routes that end at the same place through optional groups
        /// (the one that matched all its segments first, then by pattern text). Usually a
        /// mistake worth failing on at start-up.
        case tieBreak
    }

    /// The route chosen for URLs both match.
    public let preferred: String
    /// The route those URLs do not reach.
    public let other: String
    /// How the choice is made.
    let resolution: Resolution

    /// Whether the choice is only a tie-break, usually a mistake worth failing on at start-up:
    /// two typed parameters of different types at one position (tried in type order), or two
    /// routes that end at the same place through optional groups (the one that matched all its
    /// segments first, then by pattern text). When `false`, the choice is by segment kind, as
    /// intended: a literal beats a parameter (`user/me` over `user/:id`), a parameter beats a
    /// wildcard.
    public var isAmbiguous: Bool { resolution == .tieBreak }

    /// A sentence such as `app://user/me overlaps app://user/:id and takes precedence`.
    public var description: String {
        switch resolution {
        case .precedence: "\(preferred) overlaps \(other) and takes precedence"
        case .tieBreak: "\(preferred) and \(other) are ambiguous; \(preferred) wins a tie-break"
        }
    }
}
