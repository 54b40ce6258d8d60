/// The sample's bundled data: a few repositories and their issues. No network.
public struct Repository: Sendable {
    /// The repository's name, as in `wayfinder`.
    public let name: String
    /// One line about it.
    public let summary: String
    /// Its open issues.
    public let issues: [Issue]
}

/// One issue of a sample repository.
public struct Issue: Sendable {
    /// The issue's number.
    public let number: Int
    /// Its title.
    public let title: String
}

/// Why sample data was not found.
struct SampleDataError: Error, CustomStringConvertible {
    let description: String
}

extension Repository {
    /// The issue with this number.
    func issue(number: Int) throws -> Issue {
        guard let issue = issues.first(where: { $0.number == number }) else {
            throw SampleDataError(description: "\(name) has no issue #\(number)")
        }
        return issue
    }
}

enum SampleData {
    /// The repository with this name.
    static func repository(named name: String) throws -> Repository {
        guard let repository = repositories.first(where: { $0.name == name }) else {
            throw SampleDataError(description: "no repository is named \(name)")
        }
        return repository
    }

    static let repositories = [
        Repository(
            name: "wayfinder", summary: "ViewModel-driven navigation for Swift",
            issues: [Issue(number: 2, title: "Core navigation"), Issue(number: 3, title: "URL routing")]),
        Repository(
            name: "atlas", summary: "Offline maps for the terminal",
            issues: [Issue(number: 11, title: "Render coastlines")]),
    ]
}
