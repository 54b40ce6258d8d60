/// One level as the renderer last put it on screen (or as the user left it): its navigation
/// controllers with their screens, the selected tab, and the container a level above is
/// presented from.
struct ShownLevel<Container: AnyObject> {
    struct Controller {
        let id: NavigationControllerID
        let container: Container
        var screens: [ScreenID]
    }

    var controllers: [Controller]
    var selectedIndex: Int
    let isTabbed: Bool
    /// The level's container: its navigation container, or the tab container at the root.
    let container: Container
}
