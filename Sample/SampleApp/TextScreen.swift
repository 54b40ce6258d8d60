import Wayfinder

/// The terminal's screen for any ``SampleViewModel``: it renders the title, the lines and the
/// numbered actions as text.
public struct TextScreen<Model: SampleViewModel>: Screen {
    /// The view model shown.
    public let viewModel: Model

    /// The screen as lines of text.
    public var rendered: [String] {
        [viewModel.title, String(repeating: "─", count: viewModel.title.count)] + viewModel.lines + [""]
            + viewModel.actions.enumerated().map { "  \($0.offset + 1). \($0.element.title)" }
    }
}

/// Lets the app render a screen without knowing its view model type.
@MainActor
protocol RenderedScreen {
    var rendered: [String] { get }
    var actions: [SampleAction] { get }
}

extension TextScreen: RenderedScreen {
    var actions: [SampleAction] { viewModel.actions }
}
