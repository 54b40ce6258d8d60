import Wayfinder

/// What the terminal shows for a sample view model: a title, some lines and numbered actions.
public protocol SampleViewModel: ViewModel {
    /// The screen's title.
    var title: String { get }
    /// The screen's content.
    var lines: [String] { get }
    /// The actions offered, numbered from 1 on screen.
    var actions: [SampleAction] { get }
}

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
