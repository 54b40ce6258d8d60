/// Identifies one question asked on a ``NavigationControllerStack``.
///
/// Each stack numbers its questions 1, 2, 3… in the order they are asked, so a test that asks
/// the same questions sees the same identifiers. A renderer reports the user's answer with it
/// (``UserReport/answered(_:_:)``): an answer to a question that is no longer shown is
/// refused.
public struct QuestionID: Hashable, Sendable, CustomStringConvertible {
    /// The number of the question within its stack.
    package let rawValue: Int

    /// Creates an identifier from its number.
    ///
    /// - Parameter rawValue: The question's number within its stack (the first is `1`).
    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// `?` and the number, as in `?2`.
    public var description: String { "?\(rawValue)" }
}
