/// How a screen opened by URL is shown: pushed, presented in a style, or as the new root. One
/// vocabulary for routes (``RouteDestination/show(_:as:animated:)``), manifest routes
/// (`"presentation"` and `"style"`) and web pages (``Router/setWebPages(presentation:_:)``).
public enum Presentation: Hashable, Sendable {
    /// Pushed on the top navigation controller.
    case push
    /// Presented in a new modal level, in this style.
    case present(PresentationStyle)
    /// The only screen: every level is dismissed.
    case resetRoot

    /// Presented in the platform's default style.
    public static let present = Presentation.present(.automatic)
}
