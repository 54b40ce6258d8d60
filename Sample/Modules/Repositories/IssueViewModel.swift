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
    /// The column of the repository browser the issue is shown in, or `nil` on a stack.
    public let column: SplitColumn?

    /// The repository and the issue's number: a link to it finds this screen already open.
    public nonisolated var id: String { "\(repository)#\(issue.number)" }

    /// Creates the screen of an issue.
    ///
    /// - Parameters:
    ///   - repository: The repository's name.
    ///   - issue: The issue.
    ///   - services: Where to send navigation.
    ///   - column: The column of the repository browser the issue is shown in, above its
    ///     repository; `nil` (the default) on a stack.
    public init(repository: String, issue: Issue, services: any NavigationServices, column: SplitColumn? = nil) {
        self.repository = repository
        self.issue = issue
        self.services = services
        self.column = column
    }

    /// The issue's number and title.
    public var title: String { "#\(issue.number) \(issue.title)" }
    /// Where it lives.
    public var lines: [String] { ["Open issue in \(repository)."] }
    /// Go back to the repository list; in the browser, whose sidebar lists them, back to the
    /// repository (closing the issue, which acts on its own column whichever one is focused).
    public var actions: [SampleAction] {
        guard column == nil else {
            return [SampleAction("Back to \(repository)") { [weak self, services] in if let self { services.close(self) } }]
        }
        return [SampleAction("Back to all repositories") { [services] in services.popToRoot() }]
    }
}
