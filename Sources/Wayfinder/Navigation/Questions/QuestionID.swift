/// Identifies one question asked on a ``NavigationControllerStack``.
///
/// Each stack numbers its questions 1, 2, 3… in the order they are asked, so a test that asks
/// the same questions sees the same identifiers. A renderer reports the user's answer with it
/// (``UserReport/answered(_:_:)``): an answer to a question that is no longer shown is
/// refused.
public struct QuestionID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The number of the question within its stack.
    public let rawValue: Int

    /// Creates an identifier from its number, for instance to compare with a snapshot in a test.
    ///
    /// - Parameter rawValue: The question's number within its stack (the first is `1`).
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// `?` and the number, as in `?2`.
    public var description: String { "?\(rawValue)" }
}
