import SampleKit
import Wayfinder
import WayfinderComponents

/// The app shell's own module: it provides the services the feature modules share, and shows
/// `https` links as web pages.
final class ShellModule: Module {
    let name = "Shell"
    /// First: the feature modules resolve these services while they register.
    let priority = 1_000
    private let router: Router
    private let mediator: Mediator
    private let stack: NavigationControllerStack

    init(router: Router, mediator: Mediator, stack: NavigationControllerStack) {
        self.router = router
        self.mediator = mediator
        self.stack = stack
    }

    func register(in registrar: ModuleRegistrar) throws {
        let home = HomeFactory(mediator: mediator, stack: stack)
        let links = RouterLinks(router: router)
        try registrar.service((any HomeScreens).self) { _ in home }
        try registrar.service((any LinkOpener).self) { _ in links }
        try registrar.screen(WebPageViewModel.self) { WebPageScreen(viewModel: $0) }
        try registrar.screen(UnavailableTabViewModel.self) { TextScreen(viewModel: $0) }
        router.setWebPages(presentation: .push)
    }
}

/// Makes home screens for deep links.
final class HomeFactory: HomeScreens {
    private let mediator: Mediator
    /// The stack, read to tell whether the home screen is its root.
    private let stack: NavigationControllerStack

    init(mediator: Mediator, stack: NavigationControllerStack) {
        self.mediator = mediator
        self.stack = stack
    }

    func home(selecting tab: HomeTab) -> any ViewModel {
        HomeViewModel(mediator: mediator, selecting: tab)
    }

    func destination(showing screens: [any ViewModel], in tab: HomeTab) -> RouteDestination {
        if stack.snapshot.levels.first?.tabContainerType is HomeViewModel.Type { return .navigate(.showInTab(tab.rawValue, screens)) }
        return .navigate(.resetStack([home(selecting: tab)] + screens.dropFirst()))
    }

    var homeType: any ViewModel.Type { HomeViewModel.self }
}

/// Opens a module's link through the router, as the app's own.
final class RouterLinks: LinkOpener {
    private let router: Router

    init(router: Router) {
        self.router = router
    }

    func open(_ url: String) -> String? {
        if case .failure(let error) = router.openInternal(url) { return error.description }
        return nil
    }
}
