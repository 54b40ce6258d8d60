/// A question shown over a level of a ``StackSnapshot``: its identifier and what it shows.
///
/// A question sits over the top level (``StackSnapshot/question``). It holds no reference to the
/// view model that asked or to its answers' values.
public struct QuestionSnapshot: Hashable, Sendable, CustomStringConvertible {
    /// The question's identifier in its stack.
    public let id: QuestionID
    /// What the question shows.
    public let content: QuestionContent

    /// Creates a question snapshot, for instance the expected value in a test.
    ///
    /// - Parameters:
    ///   - id: The question's identifier.
    ///   - content: What it shows.
    init(id: QuestionID, content: QuestionContent) {
        self.id = id
        self.content = content
    }

    /// The identifier and the content, as in `?1 alert "Delete wayfinder?" [Delete (destructive), Cancel (cancel)]`.
    public var description: String { "\(id) \(content)" }
}
