/// How a child screen opened with ``NavigationServices/result(of:as:animated:)`` ended: with its
/// value, or without one.
///
/// Frozen: a child ends with its value or without one; the ways it ends without one are
/// ``ChildExit``'s, which may gain cases. Switch over it exhaustively.
public enum ChildResult<Output> {
    /// The child finished with this value (``ResultChannel/finish(with:)``).
    case finished(Output)
    /// The child left, or never appeared, without a value; the exit says how.
    case cancelled(ChildExit)

    /// The value when the child finished, else `nil`.
    public var value: Output? {
        if case .finished(let value) = self { value } else { nil }
    }
}

extension ChildResult: Sendable where Output: Sendable {}
extension ChildResult: Equatable where Output: Equatable {}
