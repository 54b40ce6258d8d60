import SampleKit
import Wayfinder

/// The root of the Repositories tab: every repository.
public final class RepositoryListViewModel: SampleViewModel {
    private let services: any NavigationServices
    private let links: (any LinkOpener)?

    /// Creates the list.
    ///
    /// - Parameters:
    ///   - services: Where the list and the screens it opens send their navigation.
    ///   - links: Opens the repositories' web pages; `nil` offers no web link.
    public init(services: any NavigationServices, links: (any LinkOpener)? = nil) {
        self.services = services
        self.links = links
    }

    /// "Repositories".
    public var title: String { "Repositories" }
    /// One line per repository.
    public var lines: [String] { BundledRepositories.all.map { "\($0.name) — \($0.summary)" } }
    /// Open a repository.
    public var actions: [SampleAction] {
        BundledRepositories.all.map { repository in
            SampleAction("Open \(repository.name)") { [services, links] in
                services.push(RepositoryViewModel(repository: repository, services: services, links: links))
            }
        }
    }
}
