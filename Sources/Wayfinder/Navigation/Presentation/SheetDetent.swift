/// A height a sheet rests at (``ModalStyle/sheet(detents:)``).
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum SheetDetent: Hashable, Sendable, LosslessStringConvertible {
    /// About half the screen.
    case medium
    /// The full height.
    case large
    /// This fraction of the full height, between 0 and 1.
    case fraction(Double)
    /// This height, in points.
    case height(Double)

    /// The detent as written in a style: `medium`, `large`, `40%` or `320pt`.
    public var description: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .fraction(let fraction): "\(Self.number(fraction * 100))%"
        case .height(let points): "\(Self.number(points))pt"
        }
    }

    /// Reads a detent as written by ``description``.
    ///
    /// - Parameter description: `medium`, `large`, a percentage above 0 and at most 100 (`40%`),
    ///   or a positive height in points (`320pt`).
    public init?(_ description: String) {
        switch description {
        case "medium": self = .medium
        case "large": self = .large
        default:
            if description.hasSuffix("%"), let percent = Double(description.dropLast()), percent > 0, percent <= 100 {
                self = .fraction(percent / 100)
            } else if description.hasSuffix("pt"), let points = Double(description.dropLast(2)),
                      points > 0, points.isFinite {
                self = .height(points)
            } else {
                return nil
            }
        }
    }

    /// A number without a trailing `.0`.
    private static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
