import SampleKit
import Wayfinder
import WayfinderComponents

/// The Repositories feature: the list, a repository (whose description can be edited, and which
/// can be deleted) and an issue, with their deep links.
///
/// | URL | opens |
/// |---|---|
/// | `sample://repos` | the Repositories tab, back at its list |
/// | `sample://repos/:name` | list › repository, on that tab |
/// | `sample://repos/:name/issues/:number<Int>` | list › repository › issue, in one change |
/// | `sample://browse` | the repository browser, a split view, as the root |
///
/// The `repos` links land in the Repositories tab and keep the other tabs as they are, and the
/// screens that tab shows already (`showInTab`, through the shell's ``HomeScreens``). The browser
/// (``RepositoryBrowserViewModel``) replaces the tab bar, as an iPad layout would: its sidebar
/// lists the repositories and its detail column shows the one chosen.
///
/// It does not import the other modules: it asks the ``ServiceRegistry`` for the shell's
/// ``HomeScreens`` (to lay out its tab) and for a ``LinkOpener`` (for web pages). Its screens
/// and routes share one ``RepositoryShelf``: a deleted repository is gone from the list, and a
/// deep link to it fails.
public final class RepositoriesModule: Module {
    /// "Repositories".
    public let name = "Repositories"
    /// The repositories the module's screens and routes show.
    public let shelf: RepositoryShelf

    /// Creates the module.
    ///
    /// - Parameter shelf: The repositories; the bundled ones by default.
    public init(shelf: RepositoryShelf = RepositoryShelf()) {
        self.shelf = shelf
    }

    /// Registers the screens, the tab's root (a mediator target) and the routes.
    ///
    /// - Parameter registrar: Where to register.
    /// - Throws: A registration error, when something is taken already.
    public func register(in registrar: ModuleRegistrar) throws {
        let shelf = shelf
        let registry = registrar.serviceRegistry
        let navigation = registrar.services
        let home = try registry.resolve((any HomeScreens).self).homeType
        try registrar.screen(RepositoryListViewModel.self) { TextScreen(viewModel: $0) }
        try registrar.screen(RepositoryViewModel.self) { TextScreen(viewModel: $0) }
        try registrar.screen(IssueViewModel.self) { TextScreen(viewModel: $0) }
        try registrar.screen(DescriptionEditorViewModel.self) { TextScreen(viewModel: $0) }
        try registrar.screen(RepositorySidebarViewModel.self) { TextScreen(viewModel: $0) }
        try registrar.screen(NoRepositorySelectedViewModel.self) { TextScreen(viewModel: $0) }
        try registrar.target(HomeTab.repositories.target) {
            TabRootTarget { RepositoryListViewModel(shelf: shelf, services: navigation, links: registry.linkOpener()) }
        }
        // Every route of the module is exposed: other apps, web pages and notifications link to
        // repositories, their issues and the browser.
        try registrar.route("sample://repos", access: .exposed, shows: [home, RepositoryListViewModel.self]) { _ in
            let list = RepositoryListViewModel(shelf: shelf, services: navigation, links: registry.linkOpener())
            return try registry.resolve((any HomeScreens).self).destination(showing: [list], in: .repositories)
        }
        try registrar.route(
            "sample://repos/:name", access: .exposed, shows: [home, RepositoryListViewModel.self, RepositoryViewModel.self]
        ) { (link: RepositoryLink, _) in
            let repository = try shelf.repository(named: link.name)
            let screens: [any ViewModel] = [
                RepositoryListViewModel(shelf: shelf, services: navigation, links: registry.linkOpener()),
                RepositoryViewModel(repository: repository, shelf: shelf, services: navigation, links: registry.linkOpener()),
            ]
            return try registry.resolve((any HomeScreens).self).destination(showing: screens, in: .repositories)
        }
        try registrar.route(
            "sample://repos/:name/issues/:number<Int>", access: .exposed,
            shows: [home, RepositoryListViewModel.self, RepositoryViewModel.self, IssueViewModel.self]
        ) { (link: IssueLink, _) in
            let repository = try shelf.repository(named: link.name)
            let issue = try repository.issue(number: link.number)
            let screens: [any ViewModel] = [
                RepositoryListViewModel(shelf: shelf, services: navigation, links: registry.linkOpener()),
                RepositoryViewModel(repository: repository, shelf: shelf, services: navigation, links: registry.linkOpener()),
                IssueViewModel(repository: repository.name, issue: issue, services: navigation),
            ]
            return try registry.resolve((any HomeScreens).self).destination(showing: screens, in: .repositories)
        }
        // A split container has no screen of its own: the start-up check of the screen map looks
        // up the column types it declares.
        try registrar.route("sample://browse", access: .exposed, shows: [RepositoryBrowserViewModel.self]) { _ in
            .navigate(.resetRoot(RepositoryBrowserViewModel(shelf: shelf, services: navigation, links: registry.linkOpener())))
        }
    }
}

/// The parameters of `sample://repos/:name`.
struct RepositoryLink: Decodable {
    /// The repository's name.
    let name: String
}

/// The parameters of `sample://repos/:name/issues/:number<Int>`.
struct IssueLink: Decodable {
    /// The repository's name.
    let name: String
    /// The issue's number.
    let number: Int
}
