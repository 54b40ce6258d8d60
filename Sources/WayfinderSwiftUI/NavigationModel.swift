import Observation
import Wayfinder

/// The SwiftUI adapter's model: the navigator's stack as `@Observable` nodes that SwiftUI views
/// bind to (a `NavigationStack(path:)` per level, `sheet` / `fullScreenCover` / `popover` per
/// modal level, a `TabView` at the root), driven by the container renderer.
///
/// The renderer decides, step by step, and changes the model's nodes; SwiftUI animates. What
/// SwiftUI writes back through the bindings — a shorter path after a back swipe, a sheet set to
/// `nil` after a drag, another tab — reaches the renderer as the user's gesture (the `userDid…`
/// methods), and the navigator hears it once. A write that only repeats what the model holds
/// (SwiftUI echoing the model's own change) is not a gesture.
///
/// SwiftUI gives no completion for navigation animations: the model finishes an animated step
/// after ``animationDuration`` (one step at a time, so a sheet never appears while a push still
/// runs), and an unanimated one at once.
///
/// ```swift
/// let model = try NavigationModel(navigator: navigator)
/// WindowGroup {
///     NavigationModelView(model: model)
///         .destination(for: ProfileViewModel.self) { ProfileView(viewModel: $0) }
/// }
/// ```
///
/// Keep the navigator: it keeps its renderer and this model, not the other way round.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
public final class NavigationModel {
    /// The root container: a navigation stack, or the tab bar.
    package internal(set) var root: ScreenNode?
    /// How long an animated step is given before the next one starts.
    @ObservationIgnored public var animationDuration: Duration
    /// The renderer deciding the steps. The navigator keeps it, it keeps its host, and the host
    /// keeps this model; the model refers back weakly, so that nothing keeps itself alive once
    /// the app lets the navigator go.
    @ObservationIgnored weak var renderer: ContainerRenderer<SwiftUIHost>?

    /// Creates the model and attaches its renderer to the navigator, which hands it the stack at
    /// once.
    ///
    /// - Parameters:
    ///   - navigator: The navigator to show, and to report the user's gestures to.
    ///   - animationDuration: How long an animated step is given before the next one starts.
    ///   - timeout: How long the navigator waits for a transition before it gives up on it.
    /// - Throws: `RendererError.alreadyAttached` when the navigator already has a renderer.
    public init(
        navigator: Navigator, animationDuration: Duration = .milliseconds(400), timeout: Duration = Navigator.defaultRendererTimeout
    ) throws(RendererError) {
        self.animationDuration = animationDuration
        _ = try ContainerRenderer(host: SwiftUIHost(model: self), navigator: navigator, timeout: timeout)
    }

    // MARK: The user's gestures, as SwiftUI's bindings write them

    // These are not navigation: a view model navigates through the navigator's services, where
    // interceptors see every command. They are what SwiftUI writes back when the user acted
    // (`NavigationModelView` calls them; a view of your own that binds to the nodes calls them
    // the same way), and the navigator hears each as a report of the user's gesture.

    /// The user went back in a navigation stack: SwiftUI wrote a shorter path (a back swipe, a
    /// back tap). A path that only repeats the node's (SwiftUI echoing the model) is no gesture.
    ///
    /// - Parameters:
    ///   - path: The path SwiftUI wrote (screens above the root).
    ///   - node: The navigation stack's node.
    package func userDidSetPath(_ path: [ScreenID], of node: ScreenNode) {
        guard path != node.path, path.count < node.path.count, node.path.starts(with: path) else { return }
        node.setChildren(Array(node.children.prefix(path.count + 1)))
        renderer?.navigationTransitionDidEnd(in: node)
    }

    /// The user dismissed the level presented from `node` (a sheet dragged down, a popover
    /// tapped away): SwiftUI set its binding to `nil`.
    ///
    /// - Parameter node: The node the level is presented from.
    package func userDidDismissPresented(from node: ScreenNode) {
        guard let presented = node.presented else { return }
        node.presented = nil
        renderer?.dismissalDidEnd(of: presented, completed: true)
    }

    /// The user selected a tab of the root tab bar.
    ///
    /// - Parameter index: The tab's index, from 0.
    package func userDidSelectTab(_ index: Int) {
        guard let root, case .tabs = root.kind, root.selectedIndex != index, root.children.indices.contains(index) else { return }
        root.selectedIndex = index
        renderer?.tabWasSelected(index)
    }

    /// SwiftUI showed an earlier column of the collapsed split view on top (it wrote
    /// `preferredCompactColumn`): the user went back past the focused column's first screen.
    /// Writing the column already focused, or a later one (SwiftUI echoing the model), is no
    /// gesture.
    ///
    /// - Parameter column: The column on top now.
    package func userDidShowColumn(_ column: SplitColumn) {
        guard let root, let index = root.columns?.firstIndex(of: column), index < root.selectedIndex,
              renderer?.columnWasShown(column) == true
        else { return }
        root.selectedIndex = index
    }

    /// The split view collapsed into one stack or expanded into columns: call when SwiftUI's
    /// horizontal size class changes (`.compact` is collapsed).
    ///
    /// - Parameter collapsed: Whether the split view is collapsed now.
    package func userDidResizeSplit(collapsed: Bool) {
        renderer?.splitDidResize(collapsed: collapsed)
    }

    /// The user dragged a sheet to another of its detents. Nothing navigates; the node keeps the
    /// detent, so the sheet stays there while SwiftUI redraws it. A detent the sheet does not
    /// have is ignored.
    ///
    /// - Parameters:
    ///   - detent: The detent the sheet rests at now.
    ///   - node: The sheet's node (the presented level's navigation stack).
    package func userDidSelectDetent(_ detent: SheetDetent, of node: ScreenNode) {
        guard node.style?.sheetDetents.contains(detent) == true, node.selectedDetent != detent else { return }
        node.selectedDetent = detent
    }

    /// The node of a screen on screen, for `navigationDestination(for: ScreenID.self)`: the
    /// renderer's, found without reading any node, so that a screen's view does not depend on
    /// the stacks around it.
    ///
    /// - Parameter id: The screen's identifier.
    /// - Returns: Its node, or `nil` when it is no longer shown.
    package func node(for id: ScreenID) -> ScreenNode? {
        renderer?.container(for: id)
    }
}
