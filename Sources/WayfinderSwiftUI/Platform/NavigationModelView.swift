// Compiled where SwiftUI exists (Apple platforms) only. The model these views bind to,
// NavigationModel, builds everywhere and is tested on Linux; these views only read it and pass
// SwiftUI's binding writes back to it.
#if canImport(SwiftUI)
import SwiftUI
import Wayfinder

/// Shows a ``NavigationModel``: a `NavigationStack(path:)` per navigation controller, a `TabView`
/// for a root tab container, and a `sheet`, `fullScreenCover` or `popover` per modal level, in
/// the level's style. The user's back swipes, sheet drags and tab taps go back to the model.
///
/// ```swift
/// NavigationModelView(model: model) { screen in
///     switch screen {
///     case let screen as ProfileScreen: ProfileView(viewModel: screen.viewModel)
///     default: Text("?")
///     }
/// } tabLabel: { index, _ in
///     Text("Tab \(index + 1)")
/// }
/// ```
///
/// ``init(model:)`` shows every screen that is a SwiftUI `View` itself and labels each tab with its
/// root's view model type.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public struct NavigationModelView<Content: View, TabLabel: View>: View {
    private let model: NavigationModel
    private let content: (any Screen) -> Content
    private let tabLabel: (Int, any Screen) -> TabLabel

    /// Creates the view.
    ///
    /// - Parameters:
    ///   - model: The model to show.
    ///   - content: The view of a screen.
    ///   - tabLabel: The label of a tab, given its index and its root screen.
    public init(
        model: NavigationModel,
        @ViewBuilder content: @escaping (any Screen) -> Content,
        @ViewBuilder tabLabel: @escaping (Int, any Screen) -> TabLabel
    ) {
        self.model = model
        self.content = content
        self.tabLabel = tabLabel
    }

    /// The root level, or nothing before the stack has a root.
    public var body: some View {
        if let root = model.root {
            LevelView(node: root, model: model, content: content, tabLabel: tabLabel)
        }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension NavigationModelView where Content == AnyView, TabLabel == Text {
    /// Creates the view for screens that are SwiftUI views themselves
    /// (`struct ProfileScreen: Screen, View`); tabs are labelled with their root's view model type.
    ///
    /// - Parameter model: The model to show.
    public init(model: NavigationModel) {
        self.init(model: model, content: Self.view(of:)) { _, screen in
            Text(verbatim: String(describing: type(of: screen.viewModel)))
        }
    }

    /// A screen that is a view, or its view model's type name.
    static func view(of screen: any Screen) -> AnyView {
        if let view = screen as? any View { return AnyView(view) }
        return AnyView(Text(verbatim: String(describing: type(of: screen.viewModel))))
    }
}
#endif
