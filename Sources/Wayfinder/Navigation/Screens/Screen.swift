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
@MainActor
public protocol Screen {
    /// The type of the view model this screen shows.
    associatedtype ViewModelType: ViewModel

    /// The view model this screen shows.
    var viewModel: ViewModelType { get }
}
