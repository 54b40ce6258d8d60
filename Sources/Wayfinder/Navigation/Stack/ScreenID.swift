/// Identifies one screen in a ``NavigationControllerStack`` for as long as it is in the stack.
///
/// Identifiers are deterministic: each stack numbers its screens 1, 2, 3… in the order it
/// creates them, so a test that performs the same commands sees the same identifiers. A screen
/// kept by `resetScreens` keeps its identifier.
public struct ScreenID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number of the screen within its stack.
    package let rawValue: Int

    /// Creates an identifier from its number.
    ///
    /// - Parameter rawValue: The screen's number within its stack (the first screen is `1`).
    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Orders identifiers by creation.
    ///
    /// - Parameters:
    ///   - lhs: An identifier.
    ///   - rhs: Another identifier.
    /// - Returns: `true` when `lhs` was created before `rhs`.
    public static func < (lhs: ScreenID, rhs: ScreenID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// `#` and the number, as in `#3`.
    public var description: String { "#\(rawValue)" }
}
