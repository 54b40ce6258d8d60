/// A screen the terminal can draw without knowing its view model type: lines of text and the
/// actions their numbers run.
@MainActor
public protocol RenderedScreen {
    /// The screen as lines of text, its actions numbered from `first`: a split's columns side by
    /// side number their actions one after the other, the sidebar's first.
    ///
    /// - Parameter first: The number of the first action, or `nil` to leave the actions out: a
    ///   question shown over the screen takes the numbers for its answers.
    /// - Returns: The lines.
    func rendered(numberingFrom first: Int?) -> [String]
    /// The actions, in the order they are numbered on screen.
    var actions: [SampleAction] { get }
}

extension RenderedScreen {
    /// The screen as lines of text, its actions numbered from 1.
    public var rendered: [String] { rendered(numberingFrom: 1) }
}
