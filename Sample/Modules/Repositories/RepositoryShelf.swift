import Wayfinder

/// The repositories the app holds now, shared by the module's view models and routes: they
/// start as ``BundledRepositories/all``; deleting one takes it off the shelf, editing one's
/// description changes it here, and every screen and deep link reads it from here.
@MainActor
public final class RepositoryShelf {
    /// The repositories, in display order.
    public private(set) var repositories: [Repository]

    /// Creates a shelf.
    ///
    /// - Parameter repositories: The repositories at first; the bundled ones by default.
    public init(_ repositories: [Repository] = BundledRepositories.all) {
        self.repositories = repositories
    }

    /// The repository with this name.
    ///
    /// - Parameter name: The repository's name.
    /// - Returns: The repository.
    /// - Throws: ``RepositoryDataError`` when there is none (never was, or was deleted).
    public func repository(named name: String) throws(RepositoryDataError) -> Repository {
        guard let repository = repositories.first(where: { $0.name == name }) else {
            throw RepositoryDataError(description: "no repository is named \(name)")
        }
        return repository
    }

    /// Takes a repository off the shelf; nothing happens when there is none by that name.
    ///
    /// - Parameter name: The repository's name.
    public func remove(named name: String) {
        repositories.removeAll { $0.name == name }
    }

    /// Stores a repository's new description; nothing happens when there is none by that name.
    ///
    /// - Parameters:
    ///   - summary: The new description.
    ///   - name: The repository's name.
    public func setSummary(_ summary: String, of name: String) {
        guard let index = repositories.firstIndex(where: { $0.name == name }) else { return }
        repositories[index].summary = summary
    }
}
