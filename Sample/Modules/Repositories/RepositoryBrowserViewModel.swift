import SampleKit
import Wayfinder

/// The repository browser, iPad style: a split view whose sidebar lists the repositories and
/// whose detail column shows the one chosen (a placeholder until then). On a wide terminal the
/// columns are side by side; on a narrow one they collapse into one stack, the sidebar at its
/// bottom. `sample://browse` makes it the root.
public final class RepositoryBrowserViewModel: SplitContainerViewModel {
    private let shelf: RepositoryShelf
    private let services: any NavigationServices
    private let links: (any LinkOpener)?

    /// Creates the browser.
    ///
    /// - Parameters:
    ///   - shelf: The repositories, shared with the screens the browser shows.
    ///   - services: Where its columns' screens send their navigation.
    ///   - links: Opens the repositories' web pages and the tab bar's link; `nil` offers neither.
    public init(shelf: RepositoryShelf, services: any NavigationServices, links: (any LinkOpener)? = nil) {
        self.shelf = shelf
        self.services = services
        self.links = links
    }

    /// The sidebar's list, and the placeholder in the detail column.
    ///
    /// - Returns: The columns' root view models.
    public func makeColumns() -> SplitColumns {
        SplitColumns(
            sidebar: RepositorySidebarViewModel(shelf: shelf, services: services, links: links),
            detail: NoRepositorySelectedViewModel())
    }

    /// The sidebar and the placeholder: the types ``makeColumns()`` returns, for the start-up
    /// check of the screen map.
    public static var columnTypes: [any ViewModel.Type]? {
        [RepositorySidebarViewModel.self, NoRepositorySelectedViewModel.self]
    }
}
