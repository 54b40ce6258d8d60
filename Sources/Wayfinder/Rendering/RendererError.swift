/// Why ``Navigator/attach(_:timeout:)`` refused a renderer.
public enum RendererError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The navigator already has a renderer: one renderer drives the screen, and the user's
    /// gestures come from one place. Detach it first (``Navigator/detachRenderer()``); observe
    /// the navigator (``Navigator/changes``, ``NavigationBus/subscribe(_:)``) for anything else.
    case alreadyAttached

    /// A sentence that says what went wrong.
    public var description: String {
        switch self {
        case .alreadyAttached: "the navigator already has a renderer; detach it before attaching another"
        }
    }
}
