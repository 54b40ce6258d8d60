import SampleKit
import Wayfinder
import WayfinderComponents

/// The Notifications feature: the list (its tab's root, made through the mediator) and one
/// notification, with the deep link `sample://notifications/:id<Int>`.
public final class NotificationsModule: Module {
    /// "Notifications".
    public let name = "Notifications"

    /// Creates the module.
    public init() {}

    /// Registers the screens, the tab's root (a mediator target) and the route.
    ///
    /// - Parameter registrar: Where to register.
    /// - Throws: A registration error, when something is taken already.
    public func register(in registrar: ModuleRegistrar) throws {
        let registry = registrar.serviceRegistry
        let navigation = registrar.services
        let home = try registry.resolve((any HomeScreens).self).homeType
        try registrar.screen(NotificationListViewModel.self) { TextScreen(viewModel: $0) }
        try registrar.screen(NotificationViewModel.self) { TextScreen(viewModel: $0) }
        try registrar.target(HomeTab.notifications.target) {
            TabRootTarget { NotificationListViewModel(services: navigation, links: registry.linkOpener()) }
        }
        try registrar.route(
            "sample://notifications/:id<Int>", access: .exposed,
            shows: [home, NotificationListViewModel.self, NotificationViewModel.self]
        ) { (link: NotificationLink, _) in
            guard let notification = SampleNotification.bundled.first(where: { $0.id == link.id }) else {
                throw NotificationDataError(description: "there is no notification #\(link.id)")
            }
            let screens: [any ViewModel] = [
                NotificationListViewModel(services: navigation, links: registry.linkOpener()),
                NotificationViewModel(notification: notification, links: registry.linkOpener()),
            ]
            return try registry.resolve((any HomeScreens).self).destination(showing: screens, in: .notifications)
        }
    }
}

/// The parameters of `sample://notifications/:id<Int>`.
struct NotificationLink: Decodable {
    /// The notification's number.
    let id: Int
}
