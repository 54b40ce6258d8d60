import SampleKit
import Wayfinder

/// The root of the Repositories tab: every repository on the shelf.
public final class RepositoryListViewModel: SampleViewModel, Identifiable {
    private let shelf: RepositoryShelf
    private let services: any NavigationServices
    private let links: (any LinkOpener)?

    /// One list a tab: a link's new list is the one on screen (`showInTab` keeps it).
    public nonisolated var id: String { "repositories" }

    /// Creates the list.
    ///
    /// - Parameters:
    ///   - shelf: The repositories, shared with the screens the list opens.
    ///   - services: Where the list and the screens it opens send their navigation.
    ///   - links: Opens the repositories' web pages; `nil` offers no web link.
    public init(shelf: RepositoryShelf, services: any NavigationServices, links: (any LinkOpener)? = nil) {
        self.shelf = shelf
        self.services = services
        self.links = links
    }

    /// "Repositories".
    public var title: String { "Repositories" }
    /// One line per repository, with its description as the shelf holds it now.
    public var lines: [String] {
        shelf.repositories.isEmpty ? ["No repositories."] : shelf.repositories.map { "\($0.name) — \($0.summary)" }
    }
    /// Open a repository.
    public var actions: [SampleAction] {
        shelf.repositories.map { repository in
            SampleAction("Open \(repository.name)") { [shelf, services, links] in
                services.push(RepositoryViewModel(repository: repository, shelf: shelf, services: services, links: links))
            }
        }
    }
}
