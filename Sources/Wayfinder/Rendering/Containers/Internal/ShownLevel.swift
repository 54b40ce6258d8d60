/// One level as the renderer last put it on screen (or as the user left it): its navigation
/// controllers with their screens, the selected tab, and the container a level above is
/// presented from.
struct ShownLevel<Container: AnyObject> {
    struct Controller {
        let id: NavigationControllerID
        let container: Container
        var screens: [ScreenID]
    }

    /// A split level's columns, and how it is collapsed.
    struct Split {
        let columns: [SplitColumn]
        let splitContainer: Container
        /// The navigation container the host shows when the split is collapsed, when the host
        /// shows the collapsed split itself (UIKit's compact column); `nil` when the toolkit
        /// collapses the columns on its own (SwiftUI).
        let compact: Container?
        var isCollapsed: Bool
        /// What the renderer last reported of the toolkit's width, until a plan lays it out.
        var reportedCollapsed: Bool?
        /// The screens the compact container holds (empty while expanded).
        var compactScreens: [ScreenID] = []
    }

    var controllers: [Controller]
    var selectedIndex: Int
    let isTabbed: Bool
    var split: Split? = nil
    /// The level's container: its navigation container, or the tab or split container at the root.
    let container: Container
}
