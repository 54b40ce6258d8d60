import Wayfinder

/// What to show for each view-model type, each entry receiving its own type: the typed table
/// behind `NavigationModelView`'s `destination(for:destination:)`, as
/// `navigationDestination(for:destination:)` is for a SwiftUI value.
///
/// ```swift
/// var views = ScreenDestinations<String>()
/// views.register(RepositoryViewModel.self) { repository in "Repository \(repository.name)" }
/// views.content(for: RepositoryViewModel(name: "wayfinder"))   // "Repository wayfinder"
/// ```
///
/// An entry is found by the view model's exact type (a subclass needs an entry of its own). A
/// type without one has no content: the view shows a visible fallback rather than trapping, and
/// ``missingTypes(among:)`` finds such types at start-up.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
package struct ScreenDestinations<Content> {
    private var entries: [ObjectIdentifier: @MainActor (any ViewModel) -> Content?] = [:]

    /// Creates an empty table.
    package init() {}

    /// Registers what to show for a view-model type; a second registration for the same type
    /// replaces the first, as a later `navigationDestination` does.
    ///
    /// - Parameters:
    ///   - type: The view model's type.
    ///   - content: Makes the content from the view model, typed.
    package mutating func register<Model: ViewModel>(_ type: Model.Type, _ content: @escaping @MainActor (Model) -> Content) {
        entries[ObjectIdentifier(type)] = { viewModel in (viewModel as? Model).map(content) }
    }

    /// The content for a view model, made by its type's entry.
    ///
    /// - Parameter viewModel: The view model of a screen on the stack.
    /// - Returns: The content, or `nil` when its type has no entry.
    package func content(for viewModel: any ViewModel) -> Content? {
        entries[ObjectIdentifier(type(of: viewModel))]?(viewModel)
    }

    /// Whether a view-model type has an entry.
    ///
    /// - Parameter type: The view model's type.
    /// - Returns: `true` when ``content(for:)`` makes content for its view models.
    package func contains(_ type: any ViewModel.Type) -> Bool {
        entries[ObjectIdentifier(type)] != nil
    }

    /// The names of the types among `types` that have no entry: for a start-up check against
    /// what the app's routes and tab bars show (`ScreenDemand`).
    ///
    /// - Parameter types: The view-model types the app can show.
    /// - Returns: The names of those without an entry, in order.
    package func missingTypes(among types: [any ViewModel.Type]) -> [String] {
        types.filter { !contains($0) }.map { String(describing: $0) }
    }
}
