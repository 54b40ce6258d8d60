/// A column of a split container (``SplitContainerViewModel``): UIKit's
/// `UISplitViewController.Column`, the columns of SwiftUI's `NavigationSplitView`.
///
/// Frozen: a split has these three columns and no other; a minor version adds none. Switch over
/// it exhaustively.
public enum SplitColumn: Int, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The leading column, UIKit's primary column: a list to choose from.
    case sidebar
    /// The optional middle column of a three-column split (UIKit's supplementary column,
    /// SwiftUI's content column).
    case supplementary
    /// The trailing column, UIKit's secondary column: what was chosen.
    case detail

    /// `sidebar`, `supplementary` or `detail`.
    public var description: String {
        switch self {
        case .sidebar: "sidebar"
        case .supplementary: "supplementary"
        case .detail: "detail"
        }
    }

    /// Columns compare in their order on screen, the sidebar first.
    ///
    /// - Parameters:
    ///   - lhs: A column.
    ///   - rhs: Another column.
    /// - Returns: Whether `lhs` is left of `rhs`.
    public static func < (lhs: SplitColumn, rhs: SplitColumn) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension SplitColumn: Codable {
    /// Reads a column by its name (`"sidebar"`, `"supplementary"`, `"detail"`), as a saved
    /// ``RestorationState`` or a manifest writes it.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted` for another name.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let column = Self.allCases.first(where: { $0.description == name }) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\(name) is not a column: sidebar, supplementary or detail")
        }
        self = column
    }

    /// Writes the column's name.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
