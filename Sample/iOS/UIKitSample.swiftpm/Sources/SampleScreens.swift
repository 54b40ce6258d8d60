import AccountFeature
import NotificationsFeature
import RepositoriesFeature
import SampleKit
import SampleShell
import UIKit
import Wayfinder

/// The view controller of each view-model type of ``SampleScreenCatalog``, by its kind: the
/// types this app shows are the catalog's, which the start-up check reads.
@MainActor
struct SampleScreens {
    private var makers: [ObjectIdentifier: (any ViewModel) -> UIViewController?] = [:]

    /// Makes the table.
    ///
    /// - Parameter refresh: Tells the screens when to read their view models again.
    init(refresh: ScreenRefresh) {
        for type in SampleScreenCatalog.textScreens { addTextScreen(type, refresh: refresh) }
        for type in SampleScreenCatalog.editors { addEditor(type, refresh: refresh) }
        for type in SampleScreenCatalog.webPages { add(type) { WebPageController(page: $0) } }
    }

    /// The view controller of a view model on the stack; a type the catalog lacks (the
    /// start-up check makes sure none can be shown) gets an empty one titled with the type.
    ///
    /// - Parameter viewModel: The view model.
    /// - Returns: Its view controller.
    func viewController(for viewModel: any ViewModel) -> UIViewController {
        if let made = makers[ObjectIdentifier(type(of: viewModel))]?(viewModel) { return made }
        let placeholder = UIViewController()
        placeholder.title = String(describing: type(of: viewModel))
        return placeholder
    }

    private mutating func addTextScreen<Model: SampleViewModel>(_ type: Model.Type, refresh: ScreenRefresh) {
        add(type) { SampleScreenController(model: $0, refresh: refresh, tabItem: Self.tabItem(of: type)) }
    }

    private mutating func addEditor<Model: SampleViewModel & TextEditing>(_ type: Model.Type, refresh: ScreenRefresh) {
        add(type) { SampleScreenController(model: $0, refresh: refresh, editing: $0) }
    }

    private mutating func add<Model: ViewModel>(_ type: Model.Type, _ make: @escaping (Model) -> UIViewController) {
        makers[ObjectIdentifier(type)] = { viewModel in (viewModel as? Model).map(make) }
    }

    /// The tab bar item of a tab's root, by its type (nil for a screen that roots no tab).
    private static func tabItem(of type: any ViewModel.Type) -> UITabBarItem? {
        switch type {
        case is RepositoryListViewModel.Type: UITabBarItem(title: "Repositories", image: UIImage(systemName: "books.vertical"), tag: 0)
        case is NotificationListViewModel.Type: UITabBarItem(title: "Notifications", image: UIImage(systemName: "bell"), tag: 1)
        case is ProfileViewModel.Type: UITabBarItem(title: "Profile", image: UIImage(systemName: "person.crop.circle"), tag: 2)
        case is UnavailableTabViewModel.Type: UITabBarItem(title: nil, image: UIImage(systemName: "exclamationmark.triangle"), tag: 3)
        default: nil
        }
    }
}
