import Wayfinder

/// The screen a ``TestNavigator`` builds for a view model whose type has no screen registered:
/// it shows nothing and holds the view model, so any view model can be pushed or presented in a
/// test.
public struct PlaceholderScreen<Model: ViewModel>: Screen {
    /// The view model the screen was built for.
    public let viewModel: Model

    /// Creates a placeholder for a view model.
    ///
    /// - Parameter viewModel: The view model the placeholder stands in for.
    public init(viewModel: Model) {
        self.viewModel = viewModel
    }
}

/// A placeholder for any view model (Swift opens the existential for the generic call).
@MainActor
func placeholder<Model: ViewModel>(for viewModel: Model) -> any Screen {
    PlaceholderScreen(viewModel: viewModel)
}
