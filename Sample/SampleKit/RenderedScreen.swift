/// A screen the terminal can draw without knowing its view model type: lines of text and the
/// actions their numbers run.
@MainActor
public protocol RenderedScreen {
    /// The screen as lines of text.
    var rendered: [String] { get }
    /// The actions, in the order they are numbered on screen.
    var actions: [SampleAction] { get }
}
