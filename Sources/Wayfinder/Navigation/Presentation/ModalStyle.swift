/// How a modal level looks (a sheet, the full screen, a popover): the `style` of `present`, kept
/// on the level (``LevelSnapshot/presentation``) and applied by the renderer when the level
/// appears. Not where a screen goes: that is a ``Presentation`` (pushed, presented in a modal
/// style, in a column).
///
/// ```swift
/// services.present(FiltersViewModel(), style: .sheet(detents: [.medium, .large]))
/// services.present(PlayerViewModel(), style: .fullScreen)
/// ```
///
/// The headless stack treats every style alike; a renderer maps each to its toolkit (UIKit's
/// `modalPresentationStyle` and sheet detents, SwiftUI's `sheet` and `fullScreenCover`). In
/// manifests and saved states a style is written as its ``description``: `automatic`,
/// `fullScreen`, `popover`, `sheet` or `sheet(medium, large)`.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum ModalStyle: Hashable, Sendable {
    /// The platform's default presentation (a page sheet on iOS): what `present` uses when no
    /// style is given.
    case automatic
    /// A sheet that rests at these heights, the first where it opens; an empty list means
    /// `[.large]`.
    case sheet(detents: [SheetDetent])
    /// The whole screen; the user cannot swipe it away.
    case fullScreen
    /// A popover anchored to the presenting screen where the width allows, else a sheet.
    case popover

    /// A sheet at full height.
    public static let sheet = ModalStyle.sheet(detents: [.large])

    /// Whether the user can dismiss the level with a gesture (swiping a sheet down, tapping
    /// outside a popover): every style but ``fullScreen``.
    package var isInteractivelyDismissible: Bool { self != .fullScreen }

    /// The heights a sheet rests at, as the adapters give them to the toolkit: the listed ones,
    /// or `[.large]` when none is listed; empty for every other style.
    public var sheetDetents: [SheetDetent] {
        guard case .sheet(let detents) = self else { return [] }
        return detents.isEmpty ? [.large] : detents
    }

    /// The height a sheet opens at: the first of its ``sheetDetents`` (the adapters select it,
    /// UIKit's `selectedDetentIdentifier` and SwiftUI's detent selection); `nil` for every
    /// other style.
    public var initialDetent: SheetDetent? { sheetDetents.first }
}

extension ModalStyle: LosslessStringConvertible {
    /// The style as written in manifests and saved states: `automatic`, `fullScreen`, `popover`,
    /// `sheet`, or a sheet with its detents as in `sheet(medium, 40%, 320pt)`.
    public var description: String {
        switch self {
        case .automatic: "automatic"
        case .fullScreen: "fullScreen"
        case .popover: "popover"
        case .sheet(let detents) where detents.isEmpty || detents == [.large]: "sheet"
        case .sheet(let detents): "sheet(\(detents.map(\.description).joined(separator: ", ")))"
        }
    }

    /// Reads a style as written by ``description``.
    ///
    /// - Parameter description: The written style, for instance `sheet(medium, large)`.
    public init?(_ description: String) {
        switch description {
        case "automatic": self = .automatic
        case "fullScreen": self = .fullScreen
        case "popover": self = .popover
        case "sheet": self = .sheet
        default:
            guard description.hasPrefix("sheet("), description.hasSuffix(")") else { return nil }
            let list = description.dropFirst("sheet(".count).dropLast()
            var detents: [SheetDetent] = []
            for item in list.split(separator: ",", omittingEmptySubsequences: false) {
                guard let detent = SheetDetent(String(item.trimmingSpaces)) else { return nil }
                detents.append(detent)
            }
            self = .sheet(detents: detents)
        }
    }
}

extension ModalStyle: Codable {
    /// Decodes a style from its written form (a single string).
    ///
    /// - Parameter decoder: A decoder holding the style as a single string.
    /// - Throws: `DecodingError.dataCorrupted` when the string is not a style.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let style = ModalStyle(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "“\(text)” is not a presentation style (automatic, fullScreen, popover, sheet, sheet(medium, large))")
        }
        self = style
    }

    /// Encodes the style as its written form.
    ///
    /// - Parameter encoder: The encoder to write the string to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension Substring {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: Substring {
        let start = firstIndex { $0 != " " } ?? endIndex
        let end = lastIndex { $0 != " " }.map(index(after:)) ?? start
        return self[start..<Swift.max(start, end)]
    }
}
