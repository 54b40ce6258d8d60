import SampleKit
import Wayfinder

/// The app shell's own module: it provides the services the feature modules share, and shows
/// `https` links as web pages.
final class ShellModule: Module {
    let name = "Shell"
    /// First: the feature modules resolve these services while they register.
    let priority = 1_000
    private let router: Router
    private let mediator: Mediator

    init(router: Router, mediator: Mediator) {
        self.router = router
        self.mediator = mediator
    }

    func register(in registrar: ModuleRegistrar) throws {
        let home = HomeFactory(mediator: mediator)
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

    init(mediator: Mediator) {
        self.mediator = mediator
    }

    func home(selecting tab: HomeTab) -> any ViewModel {
        HomeViewModel(mediator: mediator, selecting: tab)
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
