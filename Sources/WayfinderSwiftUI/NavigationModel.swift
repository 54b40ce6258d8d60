import Observation
import Wayfinder

/// The SwiftUI adapter's model: the navigator's stack as `@Observable` nodes that SwiftUI views
/// bind to (a `NavigationStack(path:)` per level, `sheet` / `fullScreenCover` / `popover` per
/// modal level, a `TabView` at the root), driven by the container renderer.
///
/// The model is the renderer's `ContainerHost`: the renderer decides, step by step, and the
/// model changes its nodes; SwiftUI animates. What SwiftUI writes back through the bindings —
/// a shorter path after a back swipe, a sheet set to `nil` after a drag, another tab — reaches
/// the renderer as the user's gesture, and the navigator hears it once. A write that only
/// repeats what the model holds (SwiftUI echoing the model's own change) is not a gesture.
///
/// SwiftUI gives no completion for navigation animations: the model finishes an animated step
/// after ``animationDuration`` (one step at a time, so a sheet never appears while a push still
/// runs), and an unanimated one at once.
///
/// ```swift
/// let model = try NavigationModel(navigator: navigator)
/// WindowGroup { NavigationModelView(model: model) }
/// ```
///
/// Keep the navigator: it keeps its renderer and this model, not the other way round.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
public final class NavigationModel: ContainerHost {
    /// The root container: a navigation stack, or the tab bar.
    public private(set) var root: ScreenNode?
    /// How long an animated step is given before the next one starts.
    @ObservationIgnored public var animationDuration: Duration
    /// The renderer deciding the steps. The navigator keeps it (and it keeps this model); the
    /// model refers to it weakly, so that nothing keeps itself alive once the app lets the
    /// navigator go.
    @ObservationIgnored private weak var renderer: ContainerRenderer<NavigationModel>?

    /// Creates the model and attaches its renderer to the navigator, which hands it the stack at
    /// once.
    ///
    /// - Parameters:
    ///   - navigator: The navigator to show, and to report the user's gestures to.
    ///   - animationDuration: How long an animated step is given before the next one starts.
    ///   - timeout: How long the navigator waits for a transition before it gives up on it.
    /// - Throws: `RendererError.alreadyAttached` when the navigator already has a renderer.
    public init(
        navigator: Navigator, animationDuration: Duration = .milliseconds(400), timeout: Duration = .seconds(30)
    ) throws(RendererError) {
        self.animationDuration = animationDuration
        _ = try ContainerRenderer(host: self, navigator: navigator, timeout: timeout)
    }

    // MARK: Writes from SwiftUI's bindings

    /// A navigation stack's path as SwiftUI writes it: shorter after the user popped.
    ///
    /// - Parameters:
    ///   - path: The new path (screens above the root).
    ///   - node: The navigation stack's node.
    public func setPath(_ path: [ScreenID], of node: ScreenNode) {
        guard path != node.path, path.count < node.path.count, node.path.starts(with: path) else { return }
        renderer?.navigationTransitionWillBegin(in: node)
        node.children = Array(node.children.prefix(path.count + 1))
        renderer?.navigationTransitionDidEnd(in: node)
    }

    /// The user dismissed the level presented from `node` (a sheet dragged down, a popover
    /// tapped away): SwiftUI set its binding to `nil`.
    ///
    /// - Parameter node: The node the level is presented from.
    public func dismissPresented(from node: ScreenNode) {
        guard let presented = node.presented else { return }
        node.presented = nil
        renderer?.dismissalDidEnd(of: presented, completed: true)
    }

    /// The user selected a tab of the root tab bar.
    ///
    /// - Parameter index: The tab.
    public func selectTab(_ index: Int) {
        guard let root, case .tabs = root.kind, root.selectedIndex != index, root.children.indices.contains(index) else { return }
        root.selectedIndex = index
        renderer?.tabWasSelected(index)
    }

    /// The node of a screen on screen, for `navigationDestination(for: ScreenID.self)`.
    ///
    /// - Parameter id: The screen's identifier.
    /// - Returns: Its node, or `nil` when it is no longer shown.
    public func node(for id: ScreenID) -> ScreenNode? {
        var container = root
        while let current = container {
            let stacks = if case .tabs = current.kind { current.children } else { [current] }
            for stack in stacks {
                if let node = stack.children.first(where: { $0.screenID == id }) { return node }
            }
            container = current.presented
        }
        return nil
    }

    // MARK: ContainerHost

    /// Keeps the renderer (weakly), to pass SwiftUI's binding writes on.
    ///
    /// - Parameter renderer: The renderer that drives this model.
    public func didAttach(_ renderer: ContainerRenderer<NavigationModel>) {
        self.renderer = renderer
    }

    /// Makes a screen's node.
    ///
    /// - Parameters:
    ///   - screen: The screen.
    ///   - id: Its identifier.
    /// - Returns: A screen node.
    public func makeContainer(for screen: any Screen, id: ScreenID) -> ScreenNode {
        ScreenNode(.screen(id, screen))
    }

    /// Makes a navigation stack node holding these children.
    ///
    /// - Parameters:
    ///   - id: The stack's navigation controller it shows.
    ///   - children: Its children, root first.
    /// - Returns: The navigation stack node.
    public func makeNavigationContainer(id: NavigationControllerID, children: [ScreenNode]) -> ScreenNode {
        ScreenNode(.navigation(id), children: children)
    }

    /// Makes the tab bar node holding these stacks.
    ///
    /// - Parameters:
    ///   - tabs: One navigation stack per tab.
    ///   - selectedIndex: The selected tab.
    /// - Returns: The tab bar node.
    public func makeTabContainer(tabs: [ScreenNode], selectedIndex: Int) -> ScreenNode {
        ScreenNode(.tabs, children: tabs, selectedIndex: selectedIndex)
    }

    /// Shows the root node.
    ///
    /// - Parameter root: The new root.
    public func setRoot(_ root: ScreenNode) {
        self.root = root
    }

    /// The children of a navigation stack node as they are now.
    ///
    /// - Parameter navigationContainer: The navigation stack node.
    /// - Returns: Its children, root first.
    public func children(of navigationContainer: ScreenNode) -> [ScreenNode] {
        navigationContainer.children
    }

    /// Sets a navigation stack node's children and calls `completion` once the transition is over.
    ///
    /// - Parameters:
    ///   - children: The children, root first.
    ///   - navigationContainer: The navigation stack node.
    ///   - animated: Whether to animate.
    ///   - completion: Called once the transition is over.
    public func setChildren(
        _ children: [ScreenNode], of navigationContainer: ScreenNode, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        navigationContainer.children = children
        afterAnimation(animated, completion)
    }

    /// Selects a tab.
    ///
    /// - Parameters:
    ///   - index: The tab.
    ///   - tabContainer: The tab bar node.
    public func selectTab(_ index: Int, of tabContainer: ScreenNode) {
        tabContainer.selectedIndex = index
    }

    /// Presents a level in its style and calls `completion` once it is on screen.
    ///
    /// - Parameters:
    ///   - container: The level's navigation stack node.
    ///   - presenter: The container of the level below.
    ///   - style: The presentation style.
    ///   - animated: Whether to animate.
    ///   - completion: Called once the presentation is over.
    public func present(
        _ container: ScreenNode, from presenter: ScreenNode, style: PresentationStyle, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        container.style = style
        presenter.presented = container
        afterAnimation(animated, completion)
    }

    /// Dismisses a presented level and those above it, and calls `completion` once they are gone.
    ///
    /// - Parameters:
    ///   - container: The presented navigation stack node.
    ///   - animated: Whether to animate.
    ///   - completion: Called once the dismissal is over.
    public func dismiss(_ container: ScreenNode, animated: Bool, completion: @escaping @MainActor () -> Void) {
        var presenter = root
        while let current = presenter, current.presented !== container { presenter = current.presented }
        presenter?.presented = nil
        afterAnimation(animated, completion)
    }

    /// Finishes a step at once, or after the animation's time.
    private func afterAnimation(_ animated: Bool, _ completion: @escaping @MainActor () -> Void) {
        guard animated, animationDuration > .zero else { return completion() }
        let duration = animationDuration
        Task {
            try? await Task.sleep(for: duration)
            completion()
        }
    }
}
