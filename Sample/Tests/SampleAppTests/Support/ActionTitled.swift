import SampleKit
import Testing

extension SampleViewModel {
    /// The action with this title: the tests find actions by what they say, not by their number.
    ///
    /// - Parameters:
    ///   - title: What the action says on screen.
    ///   - sourceLocation: Where a missing action is reported.
    /// - Returns: The action.
    /// - Throws: When the screen offers no such action (and the test fails).
    func action(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> SampleAction {
        try #require(
            actions.first { $0.title == title }, "no action “\(title)” among \(actions.map(\.title))",
            sourceLocation: sourceLocation)
    }
}
