import SampleKit
import Wayfinder

/// One repository: its issues and its web page.
public final class RepositoryViewModel: SampleViewModel {
    /// The repository shown.
    public let repository: Repository
    private let services: any NavigationServices
    private let links: (any LinkOpener)?

    /// Creates the screen of a repository.
    ///
    /// - Parameters:
    ///   - repository: The repository.
    ///   - services: Where to send navigation.
    ///   - links: Opens the web page; `nil` offers no web link.
    public init(repository: Repository, services: any NavigationServices, links: (any LinkOpener)? = nil) {
        self.repository = repository
        self.services = services
        self.links = links
    }

    /// The repository's web address: an `https` link, opened as a web page.
    public var webAddress: String { "https://example.com/sample/\(repository.name)" }

    /// The repository's name.
    public var title: String { repository.name }
    /// Its summary.
    public var lines: [String] { [repository.summary] }
    /// Open an issue (signing in first if needed), or the web page.
    public var actions: [SampleAction] {
        let issues = repository.issues.map { issue in
            SampleAction("#\(issue.number) \(issue.title)") { [services] in
                services.push(IssueViewModel(repository: self.repository.name, issue: issue, services: services))
            }
        }
        guard let links else { return issues }
        return issues + [SampleAction("Open on the web") { [webAddress] in links.open(webAddress) }]
    }
}
