/// Where a ``ContainerRenderer`` shows the stack: as the whole window, or as one flow inside an
/// app that already has its own screens.
///
/// Inside the app (``navigationContainer(_:)`` and ``tab(_:of:)``), the renderer shows the
/// stack's root navigation controller in a navigation container the app already shows: the
/// app's own screens at the bottom of it stay there, and the stack's screens go on top of them
/// (without animation when the root is reset, as everywhere). A screen the app pushes above the
/// flow's is replaced by the flow's next change; while the app's own transition in that
/// container runs, the renderer waits for it. Modal levels are presented from that navigation
/// container, or from the app's tab container for a tab. Such a renderer shows one
/// navigation controller, so a tab container cannot be the stack's root while it is attached
/// (``NavigationError/cannotShow(_:for:)``). When the user goes back past the flow's first screen
/// to the app's own, the flow is left: the renderer tells ``ContainerRenderer/flowWasLeft`` and
/// shows the next transition's stack from scratch above the app's screens.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum ContainerPlacement<Container: AnyObject> {
    /// The root of the window: the renderer builds every container and shows the root level with
    /// ``ContainerHost/setRoot(_:)``.
    case window
    /// Inside a navigation container the app already shows (a `UINavigationController`), above
    /// the app's own screens in it.
    case navigationContainer(Container)
    /// Inside the navigation container shown as tab `index` of the app's own tab container (a
    /// `UITabBarController`), above the app's own screens in it. The rest of the tab bar stays
    /// the app's.
    case tab(Int, of: Container)
}
