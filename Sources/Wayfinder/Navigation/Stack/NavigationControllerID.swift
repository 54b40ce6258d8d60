/// Identifies one navigation controller (``NavigationControllerSnapshot``: a modal level, or one
/// tab or column of the root) for as long as it is in the stack.
///
/// Identifiers are deterministic: each stack numbers its navigation controllers 1, 2, 3… in the
/// order it creates them. A presenting layer maps them to its own controllers, and names one
/// when it reports that the user dismissed it (``UserReport/dismissed(_:)``).
public struct NavigationControllerID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number of the navigation controller within its stack.
    package let rawValue: Int

    /// Creates an identifier from its number.
    ///
    /// - Parameter rawValue: The controller's number within its stack (the first is `1`).
    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Orders identifiers by creation.
    ///
    /// - Parameters:
    ///   - lhs: An identifier.
    ///   - rhs: Another identifier.
    /// - Returns: `true` when `lhs` was created before `rhs`.
    public static func < (lhs: NavigationControllerID, rhs: NavigationControllerID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// `nav#` and the number, as in `nav#2`.
    public var description: String { "nav#\(rawValue)" }
}
