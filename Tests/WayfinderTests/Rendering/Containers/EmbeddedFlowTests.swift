import Testing
import Wayfinder
import WayfinderTesting

private final class SheetViewModel: ViewModel {}

private final class TwoTabs: TabContainerViewModel {
    func makeTabs() -> [any ViewModel] { [ListViewModel(), ListViewModel()] }
}

/// A renderer that shows one flow inside an app that already has its own navigation controller
/// (or tab bar), on a simulated UIKit.
@MainActor
private final class FlowHarness: RendererHarness {
    let navigation: SimViewController

    /// The app shows its navigation controller with `Home` and `Settings`; the renderer shows its
    /// flow in it (or in tab 1 of the app's tab bar, when `inTab`).
    init(inTab: Bool = false, uikit: SimulatedUIKit = SimulatedUIKit()) throws {
        navigation = SimulatedUIKit.appNavigationController("app nav", screens: ["Home", "Settings"])
        let placement: ContainerPlacement<SimViewController>
        if inTab {
            let tabBar = SimulatedUIKit.appTabBar([SimulatedUIKit.appNavigationController("feed", screens: ["Feed"]), navigation])
            uikit.showAppRoot(tabBar)
            placement = .tab(1, of: tabBar)
        } else {
            uikit.showAppRoot(navigation)
            placement = .navigationContainer(navigation)
        }
        try super.init(root: nil, placement: placement, uikit: uikit)
    }

    /// The app's screens, then the flow's, as the navigation controller holds them.
    var children: [String] { navigation.children.map(\.name) }
}

@Suite("container renderer showing one flow inside the app")
@MainActor
struct EmbeddedFlowTests {
    @Test func theFlowGoesAboveTheAppsScreensWhichStay() throws {
        let harness = try FlowHarness()
        #expect(harness.uikit.adopted.count == 1)
        #expect(harness.children == ["Home", "Settings"])  // nothing of the flow yet
        harness.services.resetRoot(ListViewModel())
        harness.finishAnimations()
        #expect(harness.children == ["Home", "Settings", "#1"])
        harness.services.push(DetailViewModel())
        harness.finishAnimations()
        #expect(harness.children == ["Home", "Settings", "#1", "#2"])
        harness.services.resetScreens([ListViewModel(), DetailViewModel()])
        harness.finishAnimations()
        #expect(harness.children == ["Home", "Settings", "#3", "#4"])
        harness.services.popToRoot()
        harness.finishAnimations()
        #expect(harness.children == ["Home", "Settings", "#3"])
        #expect(harness.reports.isEmpty)
        #expect(harness.uikit.misuses.isEmpty)
        #expect(!harness.renderer.isBusy)
    }

    @Test func aBackSwipeInsideTheFlowIsReportedAndTheAppsScreensStay() throws {
        let harness = try FlowHarness()
        harness.services.resetRoot(ListViewModel())
        harness.services.push(DetailViewModel())
        harness.finishAnimations()

        harness.uikit.beginBackSwipe()
        harness.uikit.endGesture(completing: false, didShowOnCancel: false)
        harness.finishAnimations()
        #expect(harness.reports.isEmpty)  // cancelled halfway: nothing happened

        harness.uikit.beginBackSwipe()
        harness.uikit.endGesture(completing: true, didShowOnCancel: false)
        harness.finishAnimations()
        #expect(harness.reports == ["popped(to: #1)"])
        #expect(harness.test.stack.snapshot.shape == StackShape([ListViewModel.self]))
        #expect(harness.children == ["Home", "Settings", "#1"])
        #expect(harness.leaves == 0)
    }

    @Test func goingBackPastTheFlowsFirstScreenLeavesItAndTheNextChangeShowsItAgain() throws {
        let harness = try FlowHarness()
        harness.services.resetRoot(ListViewModel())
        harness.finishAnimations()

        harness.uikit.tapBack()  // from the flow's first screen to the app's Settings
        harness.finishAnimations()
        #expect(harness.children == ["Home", "Settings"])
        #expect(harness.leaves == 1)
        #expect(harness.reports.isEmpty)  // the stack keeps its root: nothing to report
        #expect(!harness.renderer.isBusy)

        harness.services.push(DetailViewModel())  // shown from scratch above the app's screens
        harness.finishAnimations()
        #expect(harness.children == ["Home", "Settings", "#1", "#2"])
        harness.uikit.beginBackSwipe()
        harness.uikit.endGesture(completing: true, didShowOnCancel: true)
        harness.finishAnimations()
        #expect(harness.reports == ["popped(to: #1)"])
        #expect(harness.uikit.misuses.isEmpty)
    }

    @Test func theRenderersOwnChangesAreNeverReportedEvenWhenWillShowComesLate() throws {
        let harness = try FlowHarness(uikit: SimulatedUIKit(delaysWillShow: true))
        harness.services.resetRoot(ListViewModel())
        harness.services.push(DetailViewModel())
        harness.services.push(SheetViewModel())
        harness.services.pop()
        for _ in 0..<20 where !harness.uikit.animations.isEmpty {
            harness.uikit.finishAnimation(at: harness.uikit.animations.count - 1)  // the late willShow comes last
        }
        #expect(harness.children == ["Home", "Settings", "#1", "#2"])
        #expect(harness.reports.isEmpty)
        #expect(harness.leaves == 0)
        #expect(!harness.renderer.isBusy)
    }

    @Test func theAppsOwnPushAboveTheFlowIsNotTheUsersGesture() throws {
        let harness = try FlowHarness()
        harness.services.resetRoot(ListViewModel())
        harness.finishAnimations()
        harness.uikit.appPushes("Help", on: harness.navigation)
        #expect(harness.reports.isEmpty)
        #expect(harness.test.stack.snapshot.shape == StackShape([ListViewModel.self]))
        harness.services.push(DetailViewModel())  // the flow's screens are the renderer's to set
        harness.finishAnimations()
        #expect(harness.children == ["Home", "Settings", "#1", "#2"])
    }

    @Test func aCommandWaitsForTheAppsOwnTransitionInTheNavigationController() throws {
        let harness = try FlowHarness()
        harness.services.resetRoot(ListViewModel())
        harness.finishAnimations()
        harness.uikit.appPushes("Help", on: harness.navigation, animated: true)
        harness.services.push(DetailViewModel())  // held until the app's push is over
        #expect(harness.children == ["Home", "Settings", "#1", "Help"])
        harness.finishAnimations()
        #expect(harness.children == ["Home", "Settings", "#1", "#2"])  // the flow's screens are the renderer's
        #expect(harness.uikit.misuses.isEmpty)
        #expect(harness.reports.isEmpty)
    }

    @Test func aCancelledSwipeFromTheAppsScreenAboveTheFlowReportsNothing() throws {
        let harness = try FlowHarness()
        harness.services.resetRoot(ListViewModel())
        harness.finishAnimations()
        harness.uikit.appPushes("Help", on: harness.navigation)
        harness.uikit.beginBackSwipe()  // from the app's Help to the flow's first screen
        harness.services.push(DetailViewModel())  // held while the finger is down
        harness.uikit.endGesture(completing: false, didShowOnCancel: false)
        harness.finishAnimations()
        #expect(harness.uikit.misuses.isEmpty)
        #expect(harness.reports.isEmpty)
        #expect(harness.test.stack.snapshot.shape == StackShape([ListViewModel.self, DetailViewModel.self]))
        #expect(harness.children == ["Home", "Settings", "#1", "#2"])
    }

    @Test func aLevelPresentedWhenTheAppLeavesTheFlowIsDismissedBeforeItIsShownAgain() throws {
        let harness = try FlowHarness()
        harness.services.resetRoot(ListViewModel())
        harness.services.present(SheetViewModel())
        harness.finishAnimations()
        harness.uikit.appPopsToRoot(harness.navigation)  // the app's own code, under the sheet
        #expect(harness.leaves == 1)
        #expect(harness.navigation.presented != nil)  // still up, and still known
        harness.services.push(DetailViewModel())  // on the sheet: the stack is shown from scratch
        harness.finishAnimations()
        #expect(harness.uikit.misuses.isEmpty)
        #expect(harness.children == ["Home", "#1"])
        let sheet = try #require(harness.navigation.presented)
        #expect(sheet.screenIDs == [ScreenID(rawValue: 2), ScreenID(rawValue: 3)])
        #expect(sheet.presented == nil)  // one sheet, not a second one on the first
        harness.uikit.beginDragDown()
        harness.uikit.endGesture(completing: true, didShowOnCancel: false)
        harness.finishAnimations()
        #expect(harness.reports == ["dismissed(nav#2)"])
        #expect(harness.test.stack.snapshot.shape == StackShape([ListViewModel.self]))
    }

    @Test func aLevelIsPresentedFromTheAppsNavigationControllerAndItsDragIsReported() throws {
        let harness = try FlowHarness()
        harness.services.resetRoot(ListViewModel())
        harness.services.present(SheetViewModel(), style: .sheet(detents: [.medium]))
        harness.finishAnimations()
        #expect(harness.navigation.presented?.screenIDs == [ScreenID(rawValue: 2)])
        harness.uikit.beginDragDown()
        harness.uikit.endGesture(completing: true, didShowOnCancel: false)
        harness.finishAnimations()
        #expect(harness.reports == ["dismissed(nav#2)"])
        #expect(harness.test.stack.snapshot.shape == StackShape([ListViewModel.self]))
        #expect(harness.uikit.misuses.isEmpty)
    }

    @Test func aFlowInOneTabLeavesTheOtherTabsAlone() throws {
        let harness = try FlowHarness(inTab: true)
        harness.services.resetRoot(ListViewModel())
        harness.services.push(DetailViewModel())
        harness.finishAnimations()
        #expect(harness.children == ["Home", "Settings", "#1", "#2"])
        let tabBar = try #require(harness.uikit.root)
        #expect(tabBar.children[0].appScreenNames == ["Feed"])
        harness.uikit.tapTab(0)  // the app's own tab bar: not the renderer's to report
        #expect(harness.reports.isEmpty)
        #expect(tabBar.selectedIndex == 0)
        // Presented from the tab bar controller: the flow's tab is not selected, so its
        // navigation controller is not in the window, and UIKit would refuse to present from it.
        harness.services.present(SheetViewModel())
        harness.finishAnimations()
        #expect(tabBar.presented?.screenIDs == [ScreenID(rawValue: 3)])
        #expect(harness.uikit.misuses.isEmpty)
    }

    @Test func aTabWithoutANavigationControllerIsRefusedAndItsHostHearsNothing() throws {
        let uikit = SimulatedUIKit()
        let tabBar = SimulatedUIKit.appTabBar([SimViewController(.appScreen("Feed"))])
        uikit.showAppRoot(tabBar)
        let test = TestNavigator()
        for tab in [0, 1, -1] {
            #expect(throws: RendererError.noNavigationContainer(inTab: tab)) {
                try ContainerRenderer(host: uikit, navigator: test.navigator, placement: .tab(tab, of: tabBar))
            }
        }
        #expect(uikit.adopted.isEmpty)
        #expect(uikit.renderer == nil)
    }

    @Test func aTabContainerCannotBeTheRootOfAFlow() throws {
        let harness = try FlowHarness()
        harness.services.resetRoot(ListViewModel())
        let before = harness.test.stack.snapshot
        #expect(harness.services.resetRoot(TwoTabs()).failure == .cannotShow(.tabs, for: "TwoTabs"))
        #expect(harness.services.resetStack([TwoTabs(), DetailViewModel()]).failure == .cannotShow(.tabs, for: "TwoTabs"))
        let tabbedLayout = StackLayout(levels: [.tabs(TwoTabs(), pushed: [], selected: 0)])
        #expect(harness.services.restore(tabbedLayout).failure == .cannotShow(.tabs, for: "TwoTabs"))
        #expect(harness.test.stack.snapshot == before)

        let tabbed = TestNavigator()
        tabbed.services.resetRoot(TwoTabs())
        let navigation = SimulatedUIKit.appNavigationController("app nav", screens: ["Home"])
        #expect(throws: RendererError.cannotShow(.tabs)) {
            try ContainerRenderer(host: SimulatedUIKit(), navigator: tabbed.navigator, placement: .navigationContainer(navigation))
        }
        _ = try ContainerRenderer(host: SimulatedUIKit(), navigator: tabbed.navigator)  // it was never attached
    }
}
