/// Why ``Navigator/attach(_:timeout:)`` refused a renderer.
public enum RendererError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The navigator already has a renderer: one renderer drives the screen, and the user's
    /// gestures come from one place. Detach it first (``Navigator/detachRenderer()``); observe
    /// the navigator (``Navigator/changes``, ``NavigationBus/subscribe(_:)``) for anything else.
    case alreadyAttached
    /// The renderer shows one navigation controller (``NavigationRenderer/showsTabContainers`` is
    /// `false`) and the stack's root is a tab container: reset the root first.
    case tabsNotShown
    /// The renderer was asked to show the stack in a tab of the app's tab container that holds
    /// no navigation container (or does not exist).
    case noNavigationContainer(inTab: Int)

    /// A sentence that says what went wrong.
    public var description: String {
        switch self {
        case .alreadyAttached: "the navigator already has a renderer; detach it before attaching another"
        case .tabsNotShown: "the stack's root is a tab container, and the renderer shows one navigation controller"
        case .noNavigationContainer(let tab): "tab \(tab) of the tab container holds no navigation controller to show the stack in"
        }
    }
}
