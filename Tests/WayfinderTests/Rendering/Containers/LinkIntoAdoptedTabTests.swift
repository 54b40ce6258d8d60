import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// The orders list of the app's Orders tab: one screen, whatever the instance.
private final class OrdersViewModel: Restorable, Identifiable {
    nonisolated var id: String { "orders" }
    var restorationURL: URL? { URL(string: "myapp://orders") }
}

private final class OrderViewModel: Restorable {
    let number: Int
    init(number: Int) { self.number = number }
    var restorationURL: URL? { URL(string: "myapp://orders/\(number)") }
}

private final class EditOrderViewModel: ViewModel {}

/// A link into a flow shown in one tab of the app's own tab bar: `showInTab` selects the app's
/// tab, dismisses what covers it and keeps the list the user has, and explaining it changes
/// nothing.
@Suite("container renderer: a link into the adopted tab")
@MainActor
struct LinkIntoAdoptedTabTests {
    /// The app's tab bar (the user is in its first tab), Wayfinder's orders in its second, an
    /// order's edit sheet open over them, and the route of `myapp://orders/:number`.
    private func app() throws -> (RendererHarness, Router, tabBar: SimViewController, tab: SimViewController) {
        let uikit = SimulatedUIKit()
        let tab = SimulatedUIKit.appNavigationController("orders", screens: [])
        let tabBar = SimulatedUIKit.appTabBar([SimulatedUIKit.appNavigationController("feed", screens: ["Feed"]), tab])
        uikit.showAppRoot(tabBar)
        let harness = try RendererHarness(root: OrdersViewModel(), placement: .tab(1, of: tabBar), uikit: uikit)
        harness.services.push(OrderViewModel(number: 7))
        harness.services.present(EditOrderViewModel(), style: .sheet)
        harness.finishAnimations()
        let router = Router(services: harness.services)
        try router.register("myapp://orders/:number") { request in
            let number = Int(request.match.parameters["number"] ?? "") ?? 0
            return .navigate(.showInTab(1, [OrdersViewModel(), OrderViewModel(number: number)]))
        }
        // The flow's own index is not the app's: the flow's root is its one tab, whatever the index.
        try router.register("myapp://orders") { _ in .navigate(.showInTab(7, [OrdersViewModel()])) }
        return (harness, router, tabBar, tab)
    }

    @Test func aLinkSelectsTheTabDismissesTheSheetAndKeepsTheList() throws {
        let (harness, router, tabBar, tab) = try app()
        let list = try #require(tab.children.first)

        let outcome = router.open(IncomingLink(url: "myapp://orders/42", origin: .app))
        harness.finishAnimations()

        _ = try outcome.get()
        #expect(tabBar.selectedIndex == 1)
        #expect(tabBar.presented == nil)
        #expect(harness.test.stack.snapshot.shape == StackShape([OrdersViewModel.self, OrderViewModel.self]))
        #expect(tab.children.count == 2)
        #expect(tab.children.first === list, "the list the user had stays, with its view controller")
        #expect((harness.test.stack.topViewModel as? OrderViewModel)?.number == 42)
        #expect(harness.uikit.misuses.isEmpty)
    }

    @Test func explainingTheLinkChangesNothing() throws {
        let (harness, router, tabBar, tab) = try app()
        let before = (harness.test.stack.snapshot, tab.children.map(ObjectIdentifier.init), tabBar.presented.map(ObjectIdentifier.init))

        let explanation = router.explain(IncomingLink(url: "myapp://orders/42", origin: .app), landingOn: harness.test.stack)
        harness.finishAnimations()

        #expect(explanation.landing?.success == RouteLanding(
            place: .tab(1), kept: ["OrdersViewModel"], added: ["OrderViewModel"], dismissedLevels: 1))
        #expect(harness.test.stack.snapshot == before.0)
        #expect(tab.children.map(ObjectIdentifier.init) == before.1)
        #expect(tabBar.presented.map(ObjectIdentifier.init) == before.2)
        #expect(tabBar.selectedIndex == 0)
    }

    @Test func aLinkThatChangesNothingStillSelectsTheTab() throws {
        let (harness, router, tabBar, tab) = try app()
        harness.services.dismiss()
        harness.services.pop()
        harness.finishAnimations()
        let before = harness.test.stack.snapshot
        #expect(tabBar.selectedIndex == 0)

        _ = try router.open(IncomingLink(url: "myapp://orders", origin: .app)).get()
        harness.finishAnimations()

        #expect(tabBar.selectedIndex == 1)
        #expect(harness.test.stack.snapshot == before)
        #expect(tab.children.count == 1)
        #expect(!harness.renderer.isBusy)
    }

    @Test func aTabTheAppMovedIsFoundByItsNavigationController() throws {
        let (harness, router, tabBar, _) = try app()
        tabBar.children.insert(SimulatedUIKit.appNavigationController("promotions", screens: ["Deals"]), at: 0)

        _ = try router.open(IncomingLink(url: "myapp://orders/42", origin: .app)).get()
        harness.finishAnimations()

        #expect(tabBar.selectedIndex == 2)
    }

    @Test func restoringTheFlowRunsTheLinksHandlerWithoutSelectingTheTab() throws {
        let (harness, router, tabBar, tab) = try app()
        harness.services.dismiss()
        harness.finishAnimations()
        let saved = harness.test.stack.restorationState().state

        let report = router.restore(saved, origin: .app)
        harness.finishAnimations()

        #expect(report.issues.isEmpty, "\(report.issues)")
        #expect(harness.test.stack.snapshot.shape == StackShape([OrdersViewModel.self, OrderViewModel.self]))
        #expect((harness.test.stack.topViewModel as? OrderViewModel)?.number == 7)
        #expect(tab.children.count == 2)
        #expect(tabBar.selectedIndex == 0, "the user's tab stays: restoring is not a link")
    }
}
