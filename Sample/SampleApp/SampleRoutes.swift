import Wayfinder

/// The sample's URLs, opened with `o <url>` and explained with `e <url>`:
///
/// | URL | opens |
/// |---|---|
/// | `sample://repos` | the repository list, as the only screen |
/// | `sample://repos/:name` | list › repository |
/// | `sample://repos/:name/issues/:number<Int>` | list › repository › issue, in one change |
/// | `sample://settings` | the settings sheet |
/// | `https://…` | a web page |
enum SampleRoutes {
    /// The app the sample pretends deep links come from.
    static let sourceApplication = "com.example.terminal"

    @MainActor
    static func makeRouter(services: any NavigationServices) throws -> Router {
        let router = Router(services: services, policy: RoutingPolicy(allowedSchemes: ["sample", "https"]))
        try router.register("sample://repos") { _ in .resetRoot(RepositoryListViewModel(services: services)) }
        try router.register("sample://repos/:name") { request in
            let repository = try SampleData.repository(named: request.parameters["name"] ?? "")
            return .resetStack([
                RepositoryListViewModel(services: services), RepositoryViewModel(repository: repository, services: services),
            ])
        }
        try router.register("sample://repos/:name/issues/:number<Int>") { request in
            let repository = try SampleData.repository(named: request.parameters["name"] ?? "")
            let issue = try repository.issue(number: request.parameter("number", as: Int.self) ?? 0)
            return .resetStack([
                RepositoryListViewModel(services: services), RepositoryViewModel(repository: repository, services: services),
                IssueViewModel(issue: issue, services: services),
            ])
        }
        try router.register("sample://settings") { _ in .present(SettingsViewModel(services: services)) }
        router.setWebPages(presentation: .push)
        return router
    }
}
