import NotificationsFeature
import Testing
import Wayfinder
import WayfinderTesting

/// The Notifications module: its links lead into other modules by URL only.
@Suite("notifications view models")
@MainActor
struct NotificationsViewModelTests {
    @Test func aNotificationOpensFromTheList() throws {
        let test = TestNavigator(exhaustivity: .on)
        test.services.resetRoot(NotificationListViewModel(services: test.services, links: nil))
        test.expectTopViewModel(NotificationListViewModel.self)?.actions[1].perform()
        test.expectCommands([
            .sent(.resetRoot(NotificationListViewModel.expected())), .sent(.push(NotificationViewModel.expected { $0.notification.id == 2 })),
        ])
    }

    @Test func itsLinkIsOpenedByURLAndAFailureIsShown() {
        let links = RecordingLinks()
        let notification = NotificationViewModel(notification: SampleNotification.bundled[0], links: links)
        notification.actions[0].perform()
        #expect(links.opened == ["sample://repos/wayfinder/issues/3"])
        #expect(notification.problem == nil)
        links.refusal = "no route matches"
        notification.actions[0].perform()
        #expect(notification.lines.last == "Could not open it: no route matches")
    }
}
