/// A ``ResultChannel`` without its value type: what the navigator tells about the child's screen.
@MainActor
protocol ResultAwaiting: AnyObject {
    /// Whether a caller waits and the child's screen has not entered the stack yet.
    var isAwaitingUnshown: Bool { get }
    /// The child's screen entered the stack.
    func markShown()
    /// The child's screen left the stack (or never entered it) without a value.
    func cancel(_ exit: ChildExit)
}
