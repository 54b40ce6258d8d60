import SampleKit
import Wayfinder

/// One repository: its issues, its web page, and editing its description or deleting it.
public final class RepositoryViewModel: SampleViewModel, Identifiable {
    /// The answer of the delete confirmation's Delete button; its Cancel button answers `nil`.
    public enum DeleteChoice: Sendable {
        /// Delete the repository.
        case delete
    }

    private let shown: Repository
    private let shelf: RepositoryShelf
    private let services: any NavigationServices
    private let links: (any LinkOpener)?
    /// The column of the repository browser the screen is shown in, or `nil` on a stack.
    public let column: SplitColumn?

    /// Creates the screen of a repository.
    ///
    /// - Parameters:
    ///   - repository: The repository.
    ///   - shelf: Where the repository is kept: its description is read from there, and deleting
    ///     it takes it off.
    ///   - services: Where to send navigation.
    ///   - links: Opens the web page; `nil` offers no web link.
    ///   - column: The column of the repository browser the screen is shown in; `nil` (the
    ///     default) on a stack. In a column, its issues are pushed on that column whichever
    ///     column the stack has focused, and deleting the repository shows the placeholder there.
    public init(
        repository: Repository, shelf: RepositoryShelf, services: any NavigationServices, links: (any LinkOpener)? = nil,
        column: SplitColumn? = nil
    ) {
        self.shown = repository
        self.shelf = shelf
        self.services = services
        self.links = links
        self.column = column
    }

    /// The repository's name: a link to it finds this screen already open (`showInTab` keeps it).
    public nonisolated var id: String { shown.name }

    /// The repository shown, as the shelf holds it now (as it was last, once deleted).
    public var repository: Repository { (try? shelf.repository(named: shown.name)) ?? shown }

    /// The repository's web address: an `https` link, opened as a web page.
    public var webAddress: String { "https://example.com/sample/\(shown.name)" }

    /// The repository's name.
    public var title: String { shown.name }
    /// Its description.
    public var lines: [String] { [repository.summary] }
    /// Open an issue (signing in first if needed) or the web page, edit the description, delete
    /// the repository.
    public var actions: [SampleAction] {
        let issues = repository.issues.map { issue in
            SampleAction("#\(issue.number) \(issue.title)") { [services, shown, column] in
                let screen = IssueViewModel(repository: shown.name, issue: issue, services: services, column: column)
                if let column { services.push(screen, in: column) } else { services.push(screen) }
            }
        }
        let web = links.map { links in [SampleAction("Open on the web") { [webAddress] in links.open(webAddress) }] } ?? []
        return issues + web + [
            SampleAction("Edit description") { [weak self] in self?.editDescription() },
            SampleAction("Delete repository") { [weak self] in self?.confirmDeletion() },
        ]
    }

    /// Presents the description's editor in a sheet.
    private func editDescription() {
        services.present(DescriptionEditorViewModel(repository: shown.name, shelf: shelf, services: services), style: .sheet)
    }

    /// Asks first; on Delete, takes the repository off the shelf and closes its screen (in the
    /// browser, where it is its column's root, the column shows the placeholder instead).
    private func confirmDeletion() {
        let question = AlertQuestion(
            title: "Delete \(shown.name)?", message: "This cannot be undone.",
            buttons: [.destructive("Delete", DeleteChoice.delete), .cancel("Cancel")])
        Task { [weak self, services] in
            guard (try? await services.ask(question)) == .delete, let self else { return }
            self.shelf.remove(named: self.shown.name)
            if let column = self.column {
                services.showInColumn(column, [NoRepositorySelectedViewModel()])
            } else {
                services.close(self)
            }
        }
    }
}
