import Wayfinder

/// The root screen: the list of repositories, and the settings sheet.
public final class RepositoryListViewModel: SampleViewModel {
    private let services: any NavigationServices

    /// Creates the list.
    ///
    /// - Parameter services: Where the list sends its navigation.
    public init(services: any NavigationServices) {
        self.services = services
    }

    /// The screen's title.
    public var title: String { "Repositories" }
    /// One line per repository.
    public var lines: [String] { SampleData.repositories.map { "\($0.name) — \($0.summary)" } }
    /// Open a repository, or the settings.
    public var actions: [SampleAction] {
        SampleData.repositories.map { repository in
            SampleAction("Open \(repository.name)") { [services] in
                services.push(RepositoryViewModel(repository: repository, services: services))
            }
        } + [SampleAction("Settings") { [services] in services.present(SettingsViewModel(services: services)) }]
    }
}
