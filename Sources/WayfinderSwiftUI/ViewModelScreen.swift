import Wayfinder

/// A screen that is its view model alone: for a SwiftUI app whose views come from
/// `NavigationModelView`'s typed destinations, not from the screens.
///
/// ```swift
/// let navigator = Navigator(screens: .viewModelScreens())
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public struct ViewModelScreen<Model: ViewModel>: Screen {
    /// The view model shown.
    public let viewModel: Model

    /// Creates the screen of a view model.
    ///
    /// - Parameter viewModel: The view model.
    public init(viewModel: Model) {
        self.viewModel = viewModel
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension ScreenMap {
    /// A screen map that makes a ``ViewModelScreen`` for any view model (its fallback): for a
    /// SwiftUI app whose views come from `NavigationModelView`'s typed destinations. The map's
    /// own check (`validateScreens`) counts entries only, and this map has none: a view model
    /// whose type has no destination shows as a placeholder naming the type.
    ///
    /// - Returns: The screen map.
    public static func viewModelScreens() -> ScreenMap {
        ScreenMap(fallback: { viewModel in screen(of: viewModel) })
    }

    @MainActor
    private static func screen<Model: ViewModel>(of viewModel: Model) -> any Screen {
        ViewModelScreen(viewModel: viewModel)
    }
}
