/// The repositories the sample ships with. No network.
public enum BundledRepositories {
    /// Every repository, in display order.
    public static let all = [
        Repository(
            name: "wayfinder", summary: "ViewModel-driven navigation for Swift",
            issues: [Issue(number: 2, title: "Core navigation"), Issue(number: 3, title: "URL routing")]),
        Repository(
            name: "atlas", summary: "Offline maps for the terminal",
            issues: [Issue(number: 11, title: "Render coastlines")]),
    ]

    /// The repository with this name.
    ///
    /// - Parameter name: The repository's name.
    /// - Returns: The repository.
    /// - Throws: ``RepositoryDataError`` when there is none.
    public static func repository(named name: String) throws(RepositoryDataError) -> Repository {
        guard let repository = all.first(where: { $0.name == name }) else {
            throw RepositoryDataError(description: "no repository is named \(name)")
        }
        return repository
    }
}
