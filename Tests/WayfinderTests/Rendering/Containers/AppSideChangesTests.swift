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

    @Test func aSheetTheAppDismissesItselfLeavesTheStackAndTheNextPushShowsInTheTab() throws {
        let (harness, tabBar, tab) = try adoptedTab()
        harness.services.present(SheetViewModel(), style: .sheet)
        harness.finishAnimations()
        #expect(harness.test.snapshot.levels.count == 2)

        harness.uikit.appDismisses(from: tabBar)  // "session expired"
        harness.finishAnimations()
        #expect(harness.reports.count == 1)
        #expect(harness.reports.first?.hasPrefix("dismissed(") == true)
        #expect(harness.test.snapshot.shape == StackShape([ListViewModel.self]))

        harness.services.push(DetailViewModel())
        harness.finishAnimations()
        #expect(harness.test.snapshot.shape == StackShape([ListViewModel.self, DetailViewModel.self]))
        #expect(tab.children.count == 2, "the push shows in the tab, not in a sheet no one sees")
        #expect(tabBar.presented == nil)
        #expect(harness.uikit.misuses.isEmpty)
    }

    @Test func twoSheetsTheAppDismissesAtOnceLeaveTogether() throws {
        let harness = try RendererHarness()
        harness.services.present(SheetViewModel(), style: .sheet)
        harness.services.present(SheetViewModel(), style: .sheet)
        harness.finishAnimations()
        #expect(harness.test.snapshot.levels.count == 3)
        let root = try #require(harness.uikit.root)

        harness.uikit.appDismisses(from: root)
        harness.finishAnimations()
        #expect(harness.reports.count == 1)
        #expect(harness.test.snapshot.levels.count == 1)
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
        #expect(harness.test.snapshot.levels.count == 1)
    }
}

/// Nothing leaks in the documented set-ups: when the app replaces its root (a logout), the
/// navigator, the renderer, the app's containers and the view models go.
@Suite("container renderer: ownership")
@MainActor
struct RendererOwnershipTests {
    @Test func theWindowSetUpOfTheArticleFreesEverythingWhenItsOwnerGoes() throws {
        let uikit = SimulatedUIKit()
        weak var navigator: Navigator?
        weak var renderer: ContainerRenderer<SimulatedUIKit>?
        weak var list: ListViewModel?
        var owner: [AnyObject]? = []  // the article's SceneDelegate keeps the navigator and the renderer
        try {
            let screens = ScreenMap()
            try screens.register(ListViewModel.self) { TestScreen(viewModel: $0) }
            let appNavigator = Navigator(screens: screens)
            let appRenderer = try ContainerRenderer(host: uikit, navigator: appNavigator)
            owner = [appNavigator, appRenderer]
            let model = ListViewModel()
            appNavigator.services.resetRoot(model)
            (navigator, renderer, list) = (appNavigator, appRenderer, model)
        }()
        #expect(navigator != nil && renderer != nil && list != nil)

        owner = nil
        uikit.showAppRoot(SimulatedUIKit.appNavigationController("signed out", screens: ["Sign in"]))

        #expect(navigator == nil)
        #expect(renderer == nil)
        #expect(list == nil)
    }

    @Test func theFlowSetUpOfTheArticleFreesEverythingWhenTheAppReplacesItsRoot() throws {
        let uikit = SimulatedUIKit()
        weak var navigation: SimViewController?
        weak var navigator: Navigator?
        weak var list: ListViewModel?
        try {
            let appNavigation = SimulatedUIKit.appNavigationController("accounts", screens: ["Accounts"])
            uikit.showAppRoot(appNavigation)
            let screens = ScreenMap()
            try screens.register(ListViewModel.self) { TestScreen(viewModel: $0) }
            let appNavigator = Navigator(screens: screens)
            let appRenderer = try ContainerRenderer(host: uikit, navigator: appNavigator, placement: .navigationContainer(appNavigation))
            appNavigation.children[0].owned = [appNavigator, appRenderer]  // the article's AccountsViewController
            let model = ListViewModel()
            appNavigator.services.resetRoot(model)
            (navigation, navigator, list) = (appNavigation, appNavigator, model)
        }()
        #expect(navigation != nil && list != nil)

        uikit.showAppRoot(SimulatedUIKit.appNavigationController("signed out", screens: ["Sign in"]))

        withKnownIssue("issue 44: the renderer keeps the app's navigation controller strongly, whose screen keeps the navigator") {
            #expect(navigation == nil)
            #expect(navigator == nil)
            #expect(list == nil)
        }
    }

    @Test func theOneTabSetUpOfTheArticleFreesEverythingWhenTheAppReplacesItsRoot() throws {
        let uikit = SimulatedUIKit()
        weak var tabBar: SimViewController?
        weak var navigator: Navigator?
        weak var renderer: ContainerRenderer<SimulatedUIKit>?
        weak var list: ListViewModel?
        try {
            let tab = SimulatedUIKit.appNavigationController("orders", screens: [])
            let appTabBar = SimulatedUIKit.appTabBar([SimulatedUIKit.appNavigationController("feed", screens: ["Feed"]), tab])
            uikit.showAppRoot(appTabBar)
            let screens = ScreenMap()
            try screens.register(ListViewModel.self) { TestScreen(viewModel: $0) }
            let appNavigator = Navigator(screens: screens)
            let appRenderer = try ContainerRenderer(host: uikit, navigator: appNavigator, placement: .tab(1, of: appTabBar))
            appTabBar.owned = [appNavigator, appRenderer]  // the article's MainTabBarController keeps both
            let model = ListViewModel()
            appNavigator.services.resetRoot(model)
            (tabBar, navigator, renderer, list) = (appTabBar, appNavigator, appRenderer, model)
        }()
        #expect(tabBar != nil && list != nil)

        uikit.showAppRoot(SimulatedUIKit.appNavigationController("signed out", screens: ["Sign in"]))

        withKnownIssue("issue 44: the renderer keeps the app's tab bar strongly, which keeps the navigator that keeps the renderer") {
            #expect(tabBar == nil)
            #expect(navigator == nil)
            #expect(renderer == nil)
            #expect(list == nil)
        }
    }
}
