/// A question on its way to the user: what it shows, and where its ending goes.
///
/// The typed calls (``NavigationServices/ask(_:)-(AlertQuestion<Answer>)``) make one for you;
/// make one yourself to send it (`services.send(.ask(question))`) or to answer a route with it
/// (`.navigate(.ask(question))`). Its `ending` handler is called exactly once, on the main
/// actor or, when the question is released unanswered, wherever that happens:
/// - with the ``QuestionEnding`` once the question was shown and ended (answered, dismissed by
///   the system, removed by a command, or released with its navigator);
/// - with the ``NavigationError`` when the question was never shown (the call failed, an
///   interceptor cancelled it, the question is invalid; ``NavigationError/questionNotShown`` when
///   it is released without ever being asked).
///
/// An instance is asked once; asking it again fails with ``NavigationError/questionAlreadyAsked``.
public final class AskedQuestion: Sendable {
    /// What the question shows.
    public let content: QuestionContent
    /// The type of the answers, when a typed call asked (for the test kit).
    package let answerType: Any.Type?
    /// Each button's answer, in order, when a typed call asked (for the test kit to choose by
    /// answer).
    package let answers: [(any Sendable)?]
    /// What is wrong with the typed answers (two buttons giving the same one), which the stack
    /// refuses as it refuses a problem of the content.
    let answerProblem: QuestionProblem?
    private let state: Locked<State>

    private struct State {
        var id: QuestionID?
        var ending: (@Sendable (Result<QuestionEnding, NavigationError>) -> Void)?
    }

    /// Creates a question.
    ///
    /// - Parameters:
    ///   - content: What it shows.
    ///   - ending: Called exactly once with how it ended, or why it was never shown.
    public convenience init(
        _ content: QuestionContent, ending: @escaping @Sendable (Result<QuestionEnding, NavigationError>) -> Void
    ) {
        self.init(content, answerType: nil, answers: [], answerProblem: nil, ending: ending)
    }

    /// A typed call's question, which carries its answers for the test kit.
    init(
        _ content: QuestionContent, answerType: Any.Type?, answers: [(any Sendable)?], answerProblem: QuestionProblem?,
        ending: @escaping @Sendable (Result<QuestionEnding, NavigationError>) -> Void
    ) {
        self.content = content
        self.answerType = answerType
        self.answers = answers
        self.answerProblem = answerProblem
        self.state = Locked(State(ending: ending))
    }

    /// The identifier the stack gave it, once it is shown.
    public var id: QuestionID? { state.withLock(\.id) }

    /// Whether its ending was delivered.
    package var hasEnded: Bool { state.withLock { $0.ending == nil } }

    /// Gives the question its identifier as it enters the stack; `false` when it had one already.
    func place(as id: QuestionID) -> Bool {
        state.withLock { state in
            guard state.id == nil else { return false }
            state.id = id
            return true
        }
    }

    /// Delivers the ending, the first time only: a navigator does this; services of your own (a
    /// test double) call it to answer.
    ///
    /// - Parameter result: How the question ended, or why it was never shown.
    public func end(_ result: Result<QuestionEnding, NavigationError>) {
        let ending = state.withLock { state in
            defer { state.ending = nil }
            return state.ending
        }
        ending?(result)
    }

    deinit {
        // Released unanswered: its navigator went with it shown, or it was never shown (a
        // route's question that a restoration drops).
        end(state.withLock(\.id) == nil ? .failure(.questionNotShown) : .success(.released))
    }
}
