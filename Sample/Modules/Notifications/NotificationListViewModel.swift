import SampleKit
import Wayfinder

/// The root of the Notifications tab.
public final class NotificationListViewModel: SampleViewModel, Identifiable {
    private let services: any NavigationServices
    private let links: (any LinkOpener)?

    /// One list a tab: a link's new list is the one on screen.
    public nonisolated var id: String { "notifications" }

    /// Creates the list.
    ///
    /// - Parameters:
    ///   - services: Where to send navigation.
    ///   - links: Opens the notifications' links.
    public init(services: any NavigationServices, links: (any LinkOpener)?) {
        self.services = services
        self.links = links
    }

    /// "Notifications".
    public var title: String { "Notifications" }
    /// How many there are.
    public var lines: [String] { ["\(SampleNotification.bundled.count) unread"] }
    /// Open a notification.
    public var actions: [SampleAction] {
        SampleNotification.bundled.map { notification in
            SampleAction(notification.title) { [services, links] in
                services.push(NotificationViewModel(notification: notification, links: links))
            }
        }
    }
}
