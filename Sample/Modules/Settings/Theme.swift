/// A colour theme for the terminal, the value the theme picker hands back.
public enum Theme: String, CaseIterable, Sendable {
    /// The terminal's own colours.
    case classic
    /// Low contrast, warm.
    case solarized
    /// Black and white.
    case highContrast

    /// How the theme is called on screen.
    public var displayName: String {
        switch self {
        case .classic: "Classic"
        case .solarized: "Solarized"
        case .highContrast: "High contrast"
        }
    }
}
