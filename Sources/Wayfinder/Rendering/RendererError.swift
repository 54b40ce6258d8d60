/// Why ``Navigator/attach(_:timeout:)`` refused a renderer.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum RendererError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The navigator already has a renderer: one renderer drives the screen, and the user's
    /// gestures come from one place. Detach it first (``Navigator/detachRenderer()``); observe
    /// the navigator (``Navigator/changes``, ``NavigationBus/subscribe(_:)``) for anything else.
    case alreadyAttached
    /// The stack holds what the renderer cannot show (``NavigationRenderer/shows(_:)``): a tab or
    /// split root for a flow inside the app's own navigation controller or a host without them, a
    /// question shown for a host without questions. Reset the root, or answer the question, first.
    case cannotShow(RendererCapability)
    /// The renderer was asked to show the stack in a tab of the app's tab container that holds
    /// no navigation container (or does not exist).
    case noNavigationContainer(inTab: Int)

    /// A sentence that says what went wrong.
    public var description: String {
        switch self {
        case .alreadyAttached: "the navigator already has a renderer; detach it before attaching another"
        case .cannotShow(let capability): "the stack shows \(capability), which the renderer does not show"
        case .noNavigationContainer(let tab): "tab \(tab) of the tab container holds no navigation controller to show the stack in"
        }
    }
}
