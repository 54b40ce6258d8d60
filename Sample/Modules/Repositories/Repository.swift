/// A repository of the bundled sample data.
public struct Repository: Sendable {
    /// The repository's name, as in `wayfinder`.
    public let name: String
    /// One line about it: its description, which the user can edit.
    public var summary: String
    /// Its open issues.
    public let issues: [Issue]

    /// Creates a repository.
    ///
    /// - Parameters:
    ///   - name: The repository's name.
    ///   - summary: One line about it.
    ///   - issues: Its open issues.
    public init(name: String, summary: String, issues: [Issue]) {
        self.name = name
        self.summary = summary
        self.issues = issues
    }

    /// The issue with this number.
    ///
    /// - Parameter number: The issue's number.
    /// - Returns: The issue.
    /// - Throws: ``RepositoryDataError`` when the repository has no such issue.
    public func issue(number: Int) throws(RepositoryDataError) -> Issue {
        guard let issue = issues.first(where: { $0.number == number }) else {
            throw RepositoryDataError(description: "\(name) has no issue #\(number)")
        }
        return issue
    }
}

/// One issue of a sample repository.
public struct Issue: Sendable {
    /// The issue's number.
    public let number: Int
    /// Its title.
    public let title: String

    /// Creates an issue.
    ///
    /// - Parameters:
    ///   - number: The issue's number.
    ///   - title: Its title.
    public init(number: Int, title: String) {
        self.number = number
        self.title = title
    }
}

/// Why the sample data has no such repository or issue: a deep link's handler throws it, and the
/// router reports it as the route's failure.
public struct RepositoryDataError: Error, Equatable, CustomStringConvertible {
    /// What was not found.
    public let description: String
}
