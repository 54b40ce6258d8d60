/// One level as the renderer last put it on screen (or as the user left it): its navigation
/// controllers with their screens, the selected tab, and the container a level above is
/// presented from.
struct ShownLevel<Container: AnyObject> {
    struct Controller {
        let id: NavigationControllerID
        let reference: ContainerReference<Container>
        var screens: [ScreenID]
        /// The navigation container; `nil` once the app let its own go.
        var container: Container? { reference.container }
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
    /// The level's container: its navigation container, or the tab or split container at the
    /// root, or the app's container a flow inside the app presents from.
    let reference: ContainerReference<Container>
    /// The level's container; `nil` once the app let its own go.
    var container: Container? { reference.container }
}

/// A container the renderer shows: kept while shown when the renderer made it, and held weakly
/// when it is the app's (a flow inside the app). The app owns its containers, and one of them
/// commonly owns the navigator, which keeps the renderer: a strong reference back would keep the
/// app's whole tab bar, the flow and its view models alive after the app let them go.
struct ContainerReference<Container: AnyObject> {
    private let made: Container?
    private weak var app: Container?

    /// A container the renderer made.
    static func made(_ container: Container) -> Self { Self(made: container, app: nil) }
    /// A container of the app's.
    static func app(_ container: Container) -> Self { Self(made: nil, app: container) }

    var container: Container? { made ?? app }
}
