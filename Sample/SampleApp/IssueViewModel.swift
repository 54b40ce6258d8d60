import Wayfinder

/// One issue.
public final class IssueViewModel: SampleViewModel {
    private let issue: Issue
    private let services: any NavigationServices

    init(issue: Issue, services: any NavigationServices) {
        self.issue = issue
        self.services = services
    }

    /// The issue's number and title.
    public var title: String { "#\(issue.number) \(issue.title)" }
    /// Nothing more to show yet.
    public var lines: [String] { ["(sample data)"] }
    /// Go back to the repository list.
    public var actions: [SampleAction] {
        [SampleAction("Back to all repositories") { [services] in services.popToRoot() }]
    }
}
