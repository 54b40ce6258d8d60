import Wayfinder

/// The terminal's screen for any ``SampleViewModel``: the title, the lines and the numbered
/// actions, as text.
public struct TextScreen<Model: SampleViewModel>: Screen, RenderedScreen {
    /// The view model shown.
    public let viewModel: Model

    /// Creates the screen of a view model.
    ///
    /// - Parameter viewModel: The view model shown.
    public init(viewModel: Model) {
        self.viewModel = viewModel
    }

    /// The title, underlined, the lines, and the actions numbered from `first`.
    ///
    /// - Parameter first: The number of the first action, or `nil` to leave the actions out.
    /// - Returns: The lines.
    public func rendered(numberingFrom first: Int?) -> [String] {
        let actions = first.map { first in viewModel.actions.enumerated().map { "  \($0.offset + first). \($0.element.title)" } } ?? []
        return [viewModel.title, String(repeating: "─", count: viewModel.title.count)] + viewModel.lines
            + (actions.isEmpty ? [] : [""] + actions)
    }

    /// The view model's actions.
    public var actions: [SampleAction] { viewModel.actions }
}
