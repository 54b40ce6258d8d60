// Compiled where SwiftUI exists (Apple platforms) only; type-checked on Linux against a SwiftUI
// stand-in (Scripts/check-platform-files.sh). The model these views bind to, NavigationModel,
// builds everywhere and is tested on Linux; these views only read it and pass SwiftUI's binding
// writes back to it.
#if canImport(SwiftUI)
import SwiftUI
import Wayfinder

/// Shows a ``NavigationModel``: a `NavigationStack(path:)` per navigation controller, a `TabView`
/// for a root tab container, a `NavigationSplitView` for a root split container, and a `sheet`,
/// `fullScreenCover` or `popover` per modal level, in the level's style. The user's back swipes,
/// sheet drags, tab taps and the split's collapsing go back to the model.
///
/// Each view-model type gets its view, typed, as `navigationDestination(for:destination:)` does
/// for a value:
///
/// ```swift
/// NavigationModelView(model: model)
///     .destination(for: ProfileViewModel.self) { ProfileView(viewModel: $0) }
///     .destination(for: RepositoryViewModel.self) { RepositoryView(viewModel: $0) }
///     .tabLabel(for: ProfileViewModel.self) { _ in Label("Profile", systemImage: "person") }
/// ```
///
/// A screen whose view-model type has no destination is shown as the screen itself when it is a
/// SwiftUI `View`, else as a visible placeholder naming the type (never a trap); a tab without a
/// label is labelled with its root view model's type.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public struct NavigationModelView: View {
    private let model: NavigationModel
    private var destinations = ScreenDestinations<AnyView>()
    private var tabLabels = ScreenDestinations<AnyView>()

    /// Creates the view; add each view-model type's view with
    /// ``destination(for:destination:)``.
    ///
    /// - Parameter model: The model to show.
    public init(model: NavigationModel) {
        self.model = model
    }

    /// The root level, or nothing before the stack has a root.
    public var body: some View {
        if let root = model.rootForNavigationModelView {
            LevelView(node: root, model: model, views: ScreenViews(destinations: destinations, tabLabels: tabLabels))
        }
    }

    /// Shows the screens of a view-model type with this view; a later destination for the same
    /// type replaces it.
    ///
    /// - Parameters:
    ///   - type: The view model's type.
    ///   - destination: Makes the view from the view model, typed.
    /// - Returns: The view, with the destination added.
    public func destination<Model: ViewModel, Destination: View>(
        for type: Model.Type, @ViewBuilder destination: @escaping @MainActor (Model) -> Destination
    ) -> NavigationModelView {
        var view = self
        view.destinations.register(type) { AnyView(destination($0)) }
        return view
    }

    /// Labels the tab whose root is a view model of this type.
    ///
    /// - Parameters:
    ///   - type: The tab root's view-model type.
    ///   - label: Makes the label from the view model, typed.
    /// - Returns: The view, with the label added.
    public func tabLabel<Model: ViewModel, Label: View>(
        for type: Model.Type, @ViewBuilder label: @escaping @MainActor (Model) -> Label
    ) -> NavigationModelView {
        var view = self
        view.tabLabels.register(type) { AnyView(label($0)) }
        return view
    }
}

/// The views of screens and the labels of tabs, with their fallbacks. A class: SwiftUI compares
/// a view's inputs to decide whether to run its body again, and compares a reference by identity,
/// while it cannot compare the closures inside.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
final class ScreenViews {
    let destinations: ScreenDestinations<AnyView>
    let tabLabels: ScreenDestinations<AnyView>

    init(destinations: ScreenDestinations<AnyView>, tabLabels: ScreenDestinations<AnyView>) {
        self.destinations = destinations
        self.tabLabels = tabLabels
    }

    /// A screen's destination, else the screen when it is a view, else a placeholder naming its
    /// view model's type.
    @MainActor func view(of screen: any Screen) -> AnyView {
        if let view = destinations.content(for: screen.viewModel) { return view }
        if let view = screen as? any View { return AnyView(view) }
        return AnyView(Text(verbatim: "No destination for \(String(describing: type(of: screen.viewModel)))"))
    }

    /// A tab's label, else its root view model's type.
    @MainActor func label(of screen: any Screen) -> AnyView {
        tabLabels.content(for: screen.viewModel) ?? AnyView(Text(verbatim: String(describing: type(of: screen.viewModel))))
    }
}
#endif
