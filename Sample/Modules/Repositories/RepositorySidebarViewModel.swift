import SampleKit
import Wayfinder

/// The repository browser's sidebar: every repository on the shelf. Choosing one shows it in the
/// detail column, replacing what the column showed (`showInColumn`), as selecting in a sidebar
/// does; choosing the one shown already brings its screen back to the top of the column.
public final class RepositorySidebarViewModel: SampleViewModel, Identifiable {
    private let shelf: RepositoryShelf
    private let services: any NavigationServices
    private let links: (any LinkOpener)?

    /// One sidebar a browser.
    public nonisolated var id: String { "repository sidebar" }

    /// Creates the sidebar.
    ///
    /// - Parameters:
    ///   - shelf: The repositories, shared with the screens the sidebar opens.
    ///   - services: Where the sidebar and the screens it opens send their navigation.
    ///   - links: Opens the repositories' web pages and the tab bar's link; `nil` offers neither.
    public init(shelf: RepositoryShelf, services: any NavigationServices, links: (any LinkOpener)? = nil) {
        self.shelf = shelf
        self.services = services
        self.links = links
    }

    /// "Repositories".
    public var title: String { "Repositories" }
    /// Nothing but the list, or a word when the shelf is empty.
    public var lines: [String] { shelf.repositories.isEmpty ? ["No repositories."] : [] }
    /// One action a repository (its name, as a sidebar's row), and the way back to the tab bar.
    public var actions: [SampleAction] {
        let rows = shelf.repositories.map { repository in
            SampleAction(repository.name) { [shelf, services, links] in
                let shown = RepositoryViewModel(
                    repository: repository, shelf: shelf, services: services, links: links, column: .detail)
                services.showInColumn(.detail, [shown])
            }
        }
        let home = links.map { links in [SampleAction("Back to the tab bar") { links.open("sample://repos") }] } ?? []
        return rows + home
    }
}
