import Wayfinder

/// The app's own screen type: a name for the terminal, a view controller or a view in an app.
public struct AppScreen<Model: ViewModel>: Screen {
    public let viewModel: Model

    public init(viewModel: Model) {
        self.viewModel = viewModel
    }
}
