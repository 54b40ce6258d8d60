import Testing
import Wayfinder
import WayfinderTesting

private final class SheetViewModel: ViewModel {}

/// The stack follows the screen whoever changes it: the app's own code, behind the renderer's
/// back, as well as the user. Each change is reported as the user's would be (results delivered,
/// guards not asked: it has happened), and the next command shows where the user expects.
@Suite("container renderer: the app's own changes")
@MainActor
struct AppSideChangesTests {
    /// The app's tab bar of two navigation controllers; the renderer shows its flow in tab 1.
    private func adoptedTab() throws -> (RendererHarness, tabBar: SimViewController, tab: SimViewController) {
        let uikit = SimulatedUIKit()
        let tab = SimulatedUIKit.appNavigationController("orders", screens: [])
        let tabBar = SimulatedUIKit.appTabBar([SimulatedUIKit.appNavigationController("feed", screens: ["Feed"]), tab], selectedIndex: 1)
        uikit.showAppRoot(tabBar)
        let harness = try RendererHarness(root: ListViewModel(), placement: .tab(1, of: tabBar), uikit: uikit)
        harness.finishAnimations()
        return (harness, tabBar, tab)
    }

    /// The adopted tab showing a list, a detail and the settings.
    private func adoptedTabOfThreeScreens() throws -> (RendererHarness, tab: SimViewController) {
        let (harness, _, tab) = try adoptedTab()
        harness.services.push(DetailViewModel())
        harness.services.push(SettingsViewModel())
        harness.finishAnimations()
        return (harness, tab)
    }

    @Test func aSheetTheAppDismissesItselfLeavesTheStackAndTheNextPushShowsInTheTab() throws {
        let (harness, tabBar, tab) = try adoptedTab()
        harness.services.present(SheetViewModel(), style: .sheet)
        harness.finishAnimations()
        #expect(harness.test.stack.snapshot.levels.count == 2)

        harness.uikit.appDismisses(from: tabBar)  // "session expired"
        harness.finishAnimations()
        #expect(harness.reports.count == 1)
        #expect(harness.reports.first?.hasPrefix("dismissed(") == true)
        #expect(harness.test.stack.snapshot.shape == StackShape([ListViewModel.self]))

        harness.services.push(DetailViewModel())
        harness.finishAnimations()
        #expect(harness.test.stack.snapshot.shape == StackShape([ListViewModel.self, DetailViewModel.self]))
        #expect(tab.children.count == 2, "the push shows in the tab, not in a sheet no one sees")
        #expect(tabBar.presented == nil)
        #expect(harness.uikit.misuses.isEmpty)
    }

    @Test func twoSheetsTheAppDismissesAtOnceLeaveTogether() throws {
        let harness = try RendererHarness()
        harness.services.present(SheetViewModel(), style: .sheet)
        harness.services.present(SheetViewModel(), style: .sheet)
        harness.finishAnimations()
        #expect(harness.test.stack.snapshot.levels.count == 3)
        let root = try #require(harness.uikit.root)

        harness.uikit.appDismisses(from: root)
        harness.finishAnimations()
        #expect(harness.reports.count == 1)
        #expect(harness.test.stack.snapshot.levels.count == 1)
        harness.services.present(SheetViewModel(), style: .sheet)
        harness.finishAnimations()
        #expect(harness.uikit.shown.count == 2)
        #expect(harness.uikit.misuses.isEmpty)
    }

    @Test func theRenderersOwnDismissalAndTheUsersDragAreNotReportedTwice() throws {
        let harness = try RendererHarness()
        harness.services.present(SheetViewModel(), style: .sheet)
        harness.finishAnimations()
        harness.services.dismiss()
        harness.finishAnimations()
        #expect(harness.reports.isEmpty)

        harness.services.present(SheetViewModel(), style: .sheet)
        harness.finishAnimations()
        harness.uikit.beginDragDown()
        harness.uikit.endGesture(completing: true, didShowOnCancel: false)
        harness.finishAnimations()
        #expect(harness.reports.count == 1)
        #expect(harness.test.stack.snapshot.levels.count == 1)
    }

    @Test func aRootTheAppReplacesLeavesANavigatorItKeepsGoingOnWithoutAScreen() throws {
        weak var tabBar: SimViewController?
        weak var sheet: SimViewController?
        let harness = try {
            let (harness, appTabBar, _) = try adoptedTab()
            harness.services.present(SheetViewModel(), style: .sheet)
            harness.finishAnimations()
            (tabBar, sheet) = (appTabBar, appTabBar.presented)
            return harness
        }()
        #expect(sheet != nil)

        // A logout: the app shows another root and lets its tab bar go; it keeps the navigator.
        harness.uikit.showAppRoot(SimulatedUIKit.appNavigationController("signed out", screens: ["Sign in"]))
        #expect(tabBar == nil)
        harness.services.dismiss()
        harness.services.push(DetailViewModel())
        harness.finishAnimations()

        #expect(sheet == nil, "the sheet went with the app's containers")
        #expect(!harness.renderer.isBusy)
        #expect(harness.test.stack.snapshot.shape == StackShape([ListViewModel.self, DetailViewModel.self]))
        #expect(harness.uikit.misuses.isEmpty)
    }

    @Test func aDelegateTheAppSetsLateLeavesABackTapItHidesToBeCaughtUpBeforeTheNextPush() throws {
        let (harness, _, tab) = try adoptedTab()
        harness.services.push(DetailViewModel())
        harness.finishAnimations()
        harness.uikit.appSetsDelegate(on: tab)  // `ordersNav.delegate = analytics`, after adoption

        harness.uikit.tapBack()
        harness.finishAnimations()
        harness.services.push(SettingsViewModel())
        harness.finishAnimations()

        #expect(harness.test.stack.snapshot.shape == StackShape([ListViewModel.self, SettingsViewModel.self]))
        #expect(tab.children.count == 2, "the detail the user left does not come back under the editor")
        #expect(harness.reports.count == 1)
        #expect(harness.uikit.misuses.isEmpty)
    }

    @Test func screensTheAppTakesFromTheMiddleLeaveTheStackAndTheScreenAgreeing() throws {
        let (harness, tab) = try adoptedTabOfThreeScreens()
        #expect(tab.children.count == 3)

        harness.uikit.appSetsChildren(of: tab) { [$0.children[0], $0.children[2]] }  // the detail goes
        harness.finishAnimations()

        #expect(harness.reports.count == 1)
        #expect(harness.test.stack.snapshot.shape == StackShape([ListViewModel.self]))
        #expect(tab.children.count == 1, "a change that is not a pop is read as a pop to the list")
        harness.services.push(DetailViewModel())
        harness.finishAnimations()
        #expect(harness.test.stack.snapshot.shape == StackShape([ListViewModel.self, DetailViewModel.self]))
        #expect(tab.children.count == 2)
        #expect(harness.uikit.misuses.isEmpty)
    }

    @Test func screensTheAppPopsWithSetViewControllersArePoppedInTheStack() throws {
        let (harness, tab) = try adoptedTabOfThreeScreens()

        harness.uikit.appSetsChildren(of: tab) { [$0.children[0]] }
        harness.finishAnimations()

        #expect(harness.test.stack.snapshot.shape == StackShape([ListViewModel.self]))
        #expect(tab.children.count == 1)
    }

    @Test func aLogoutDuringAnAnimationDoesNotHoldTheNextCommandBack() throws {
        weak var tabBar: SimViewController?
        let harness = try {
            let (harness, appTabBar, _) = try adoptedTab()
            harness.services.present(SheetViewModel(), style: .sheet)  // animating: its completion never comes
            tabBar = appTabBar
            return harness
        }()
        #expect(harness.renderer.isBusy)

        harness.uikit.showAppRoot(SimulatedUIKit.appNavigationController("signed out", screens: ["Sign in"]))
        let outcome = harness.services.push(DetailViewModel())

        #expect(tabBar == nil)
        #expect(outcome.success?.change != nil, "not queued behind a transition no one will finish")
        #expect(!harness.renderer.isBusy)
        #expect(harness.test.stack.snapshot.levels.count == 2)
    }

    @Test func screensTheAppLeavesAboveItsOwnAreNotKeptAsItsOwn() throws {
        let uikit = SimulatedUIKit()
        let navigation = SimulatedUIKit.appNavigationController("accounts", screens: ["Accounts"])
        uikit.showAppRoot(navigation)
        let harness = try RendererHarness(root: ListViewModel(), placement: .navigationContainer(navigation), uikit: uikit)
        harness.services.push(DetailViewModel())
        harness.finishAnimations()

        harness.uikit.appSetsChildren(of: navigation) { [$0.children[0], $0.children[2]] }  // the flow's first screen goes
        harness.finishAnimations()
        #expect(harness.leaves == 1)

        harness.services.resetRoot(ListViewModel())
        harness.finishAnimations()
        #expect(navigation.children.count == 2, "the app's own screen and the flow's new root, not the old detail")
        #expect(harness.leaves == 1)
        #expect(harness.uikit.misuses.isEmpty)
    }
}
