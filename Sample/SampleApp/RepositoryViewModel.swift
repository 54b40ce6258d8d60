import Wayfinder

/// One repository and its issues.
public final class RepositoryViewModel: SampleViewModel {
    private let repository: Repository
    private let services: any NavigationServices

    init(repository: Repository, services: any NavigationServices) {
        self.repository = repository
        self.services = services
    }

    /// The repository's name.
    public var title: String { repository.name }
    /// Its summary.
    public var lines: [String] { [repository.summary] }
    /// Open an issue.
    public var actions: [SampleAction] {
        repository.issues.map { issue in
            SampleAction("#\(issue.number) \(issue.title)") { [services] in
                services.push(IssueViewModel(issue: issue, services: services))
            }
        }
    }
}
