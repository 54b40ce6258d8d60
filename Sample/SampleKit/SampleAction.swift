/// One numbered action of a sample screen.
public struct SampleAction {
    /// What the action says on screen.
    public let title: String
    /// What it does.
    public let perform: @MainActor () -> Void

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: What the action says on screen.
    ///   - perform: What it does.
    public init(_ title: String, perform: @escaping @MainActor () -> Void) {
        self.title = title
        self.perform = perform
    }
}
