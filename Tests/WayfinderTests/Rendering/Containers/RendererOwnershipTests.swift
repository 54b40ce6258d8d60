import Testing
import Wayfinder
import WayfinderTesting

/// Nothing leaks in the documented set-ups: when the app replaces its root (a logout), the
/// navigator, the renderer, the app's containers and the view models go.
@Suite("container renderer: ownership")
@MainActor
struct RendererOwnershipTests {
    /// An app's navigator shown through a renderer in `placement`, with a list as its root.
    private static func attach(
        to uikit: SimulatedUIKit, placement: ContainerPlacement<SimViewController> = .window
    ) throws -> (Navigator, ContainerRenderer<SimulatedUIKit>, ListViewModel) {
        let screens = ScreenMap()
        try screens.register(ListViewModel.self) { TestScreen(viewModel: $0) }
        let navigator = Navigator(screens: screens)
        let renderer = try ContainerRenderer(host: uikit, navigator: navigator, placement: placement)
        let list = ListViewModel()
        navigator.services.resetRoot(list)
        return (navigator, renderer, list)
    }

    private static var signedOut: SimViewController {
        SimulatedUIKit.appNavigationController("signed out", screens: ["Sign in"])
    }

    @Test func theWindowSetUpOfTheArticleFreesEverythingWhenItsOwnerGoes() throws {
        let uikit = SimulatedUIKit()
        weak var navigator: Navigator?
        weak var renderer: ContainerRenderer<SimulatedUIKit>?
        weak var list: ListViewModel?
        var owner: [AnyObject]? = []  // the article's SceneDelegate keeps the navigator and the renderer
        try {
            let attached = try Self.attach(to: uikit)
            owner = [attached.0, attached.1]
            (navigator, renderer, list) = attached
        }()
        #expect(navigator != nil && renderer != nil && list != nil)

        owner = nil
        uikit.showAppRoot(Self.signedOut)

        #expect(navigator == nil)
        #expect(renderer == nil)
        #expect(list == nil)
    }

    /// The set-ups that adopt the app's containers, as the UIKit apps article writes them.
    enum AdoptingSetUp: CaseIterable, Sendable {
        /// A screen of the app's navigation controller keeps the navigator and the renderer
        /// (`AccountsViewController`).
        case flow
        /// The app's tab bar controller keeps them (`MainTabBarController`).
        case oneTab

        /// The app's root, where the renderer shows its flow, and the app's view controller that
        /// keeps the navigator and the renderer.
        @MainActor
        func make() -> (root: SimViewController, placement: ContainerPlacement<SimViewController>, owner: SimViewController) {
            switch self {
            case .flow:
                let navigation = SimulatedUIKit.appNavigationController("accounts", screens: ["Accounts"])
                return (navigation, .navigationContainer(navigation), navigation.children[0])
            case .oneTab:
                let tab = SimulatedUIKit.appNavigationController("orders", screens: [])
                let tabBar = SimulatedUIKit.appTabBar([SimulatedUIKit.appNavigationController("feed", screens: ["Feed"]), tab])
                return (tabBar, .tab(1, of: tabBar), tabBar)
            }
        }
    }

    @Test(arguments: AdoptingSetUp.allCases)
    func anAdoptingSetUpOfTheArticleFreesEverythingWhenTheAppReplacesItsRoot(_ setUp: AdoptingSetUp) throws {
        let uikit = SimulatedUIKit()
        weak var appRoot: SimViewController?
        weak var navigator: Navigator?
        weak var list: ListViewModel?
        try {
            let (root, placement, owner) = setUp.make()
            uikit.showAppRoot(root)
            let attached = try Self.attach(to: uikit, placement: placement)
            owner.owned = [attached.0, attached.1]
            (appRoot, navigator, list) = (root, attached.0, attached.2)
        }()
        #expect(appRoot != nil && list != nil)

        uikit.showAppRoot(Self.signedOut)

        #expect(appRoot == nil)
        #expect(navigator == nil)
        #expect(list == nil)
    }
}

extension RendererOwnershipTests {
    @Test func theFlowSetUpOfTheArticleFreesEverythingWhenTheUserLeavesTheFlow() throws {
        let uikit = SimulatedUIKit()
        let (root, placement, owner) = AdoptingSetUp.flow.make()
        uikit.showAppRoot(root)
        weak var navigator: Navigator?
        weak var renderer: ContainerRenderer<SimulatedUIKit>?
        weak var list: ListViewModel?
        try {
            let attached = try Self.attach(to: uikit, placement: placement)
            owner.owned = [attached.0, attached.1]
            attached.1.flowWasLeft = { [weak owner] in owner?.owned = [] }  // the article's: let them go
            (navigator, renderer, list) = attached
        }()
        #expect(navigator != nil && renderer != nil && list != nil)

        uikit.tapBack()  // from the flow's first screen to the app's own
        while !uikit.animations.isEmpty { uikit.finishAnimation(at: 0) }

        #expect(root.children.count == 1, "the app's own screen stays")
        #expect(navigator == nil)
        #expect(renderer == nil)
        #expect(list == nil)
    }
}
