import Wayfinder

/// The tabs of the sample's home screen, in display order.
public enum HomeTab: Int, CaseIterable, Sendable {
    /// The repository list (the Repositories module).
    case repositories
    /// The notification list (the Notifications module).
    case notifications
    /// The profile (the Account module).
    case profile

    /// The name of the mediator target that makes the tab's root view model, with the action
    /// ``rootAction``. Each feature module registers the target of its tab.
    public var target: String {
        switch self {
        case .repositories: "Repositories"
        case .notifications: "Notifications"
        case .profile: "Profile"
        }
    }

    /// The mediator action that returns a tab's root view model.
    public static let rootAction = "tabRoot"
}

/// Makes the home screen, the tab bar at the root. The app shell provides it, so that a module's
/// deep link can lay out its screens on its own tab.
@MainActor
public protocol HomeScreens: AnyObject {
    /// A new home screen.
    ///
    /// - Parameter tab: The tab selected when it becomes the root.
    /// - Returns: A ``TabContainerViewModel``.
    func home(selecting tab: HomeTab) -> any ViewModel

    /// Where a module's link lands: in its tab, keeping the user's place in the others
    /// (`showInTab`) when the home screen is the root; else on a new home screen, with `screens`
    /// (but their first, the tab's root, which the home screen makes) pushed on that tab.
    ///
    /// - Parameters:
    ///   - screens: The tab's screens, its root first.
    ///   - tab: The tab.
    /// - Returns: The route's destination.
    func destination(showing screens: [any ViewModel], in tab: HomeTab) -> RouteDestination

    /// The type ``home(selecting:)`` returns: what a module's route that opens the home screen
    /// declares it shows (`shows:`), so that the start-up check of the screen map
    /// (``ModuleHost/validateScreens()``) checks the home screen's tabs.
    var homeType: any ViewModel.Type { get }
}
