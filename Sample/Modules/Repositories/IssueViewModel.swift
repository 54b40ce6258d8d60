import SampleKit
import Wayfinder

/// One issue. Only a signed-in user may see it: showing it while signed out asks to sign in
/// first (the shell's guard does that, not this module).
public final class IssueViewModel: SampleViewModel, SignInRequired, Identifiable {
    /// The name of the repository it belongs to.
    public let repository: String
    /// The issue.
    public let issue: Issue
    private let services: any NavigationServices

    /// The repository and the issue's number: a link to it finds this screen already open.
    public nonisolated var id: String { "\(repository)#\(issue.number)" }

    /// Creates the screen of an issue.
    ///
    /// - Parameters:
    ///   - repository: The repository's name.
    ///   - issue: The issue.
    ///   - services: Where to send navigation.
    public init(repository: String, issue: Issue, services: any NavigationServices) {
        self.repository = repository
        self.issue = issue
        self.services = services
    }

    /// The issue's number and title.
    public var title: String { "#\(issue.number) \(issue.title)" }
    /// Where it lives.
    public var lines: [String] { ["Open issue in \(repository)."] }
    /// Go back to the repository list.
    public var actions: [SampleAction] {
        [SampleAction("Back to all repositories") { [services] in services.popToRoot() }]
    }
}
