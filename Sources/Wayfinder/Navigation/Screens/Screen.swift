/// A screen: what the headless stack holds for one view model.
///
/// A ``ScreenMap`` builds a screen for each view model that is pushed or presented. In the
/// headless stack a screen is plain Swift; an app's presenting layer (a UIKit adapter, a SwiftUI
/// `NavigationStack`, the terminal renderer of the sample) turns it into something visible.
///
/// ```swift
/// struct RepositoryScreen: Screen {
///     let viewModel: RepositoryViewModel
/// }
/// ```
///
/// Screens can be structs or classes. Through `any Screen`, ``viewModel`` reads as
/// `any ViewModel`.
///
/// The view model's type is an associated type, so a screen declares the concrete view model it
/// shows. A screen that can show any view model is generic; pass an `any ViewModel` through a
/// generic function and Swift opens it (SE-0352; a generic type's initializer alone does not):
///
/// ```swift
/// struct PlaceholderScreen<Model: ViewModel>: Screen { let viewModel: Model }
/// func placeholder<Model: ViewModel>(for viewModel: Model) -> any Screen {
///     PlaceholderScreen(viewModel: viewModel)
/// }
/// let screen = placeholder(for: someViewModel)   // someViewModel: any ViewModel
/// ```
@MainActor
public protocol Screen {
    /// The type of the view model this screen shows.
    associatedtype ViewModelType: ViewModel

    /// The view model this screen shows.
    var viewModel: ViewModelType { get }
}
