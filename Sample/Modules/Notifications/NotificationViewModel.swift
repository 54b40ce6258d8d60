import SampleKit
import Wayfinder

/// One notification, for signed-in users: it follows its link by URL, into whichever module
/// provides it.
public final class NotificationViewModel: SampleViewModel, SignInRequired, Identifiable {
    /// The notification shown.
    public let notification: SampleNotification
    private let links: (any LinkOpener)?
    /// Why the link did not open, when it did not.
    public private(set) var problem: String?

    /// The notification's number: a link to it finds this screen already open.
    public nonisolated var id: Int { notification.id }

    /// Creates the screen of a notification.
    ///
    /// - Parameters:
    ///   - notification: The notification.
    ///   - links: Opens its link.
    public init(notification: SampleNotification, links: (any LinkOpener)?) {
        self.notification = notification
        self.links = links
    }

    /// "Notification #1".
    public var title: String { "Notification #\(notification.id)" }
    /// What happened, and where it leads.
    public var lines: [String] {
        [notification.title, "Link: \(notification.link)"] + (problem.map { ["Could not open it: \($0)"] } ?? [])
    }
    /// Follow the link.
    public var actions: [SampleAction] {
        guard let links else { return [] }
        return [SampleAction("Open the link") { [weak self, notification] in
            self?.problem = links.open(notification.link)
        }]
    }
}
