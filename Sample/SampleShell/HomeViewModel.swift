import AccountFeature
import NotificationsFeature
import RepositoriesFeature
import SampleKit
import Wayfinder
import WayfinderComponents

/// The home screen: a tab bar whose tabs belong to three modules. It makes each tab through its
/// mediator target's name (``HomeTab/target``), never calling a module's code; only
/// ``tabTypes``, which the shell (that adds the modules) declares for the start-up check of the
/// screen map, names their types.
final class HomeViewModel: TabContainerViewModel {
    private let mediator: Mediator
    let initialTab: Int

    init(mediator: Mediator, selecting tab: HomeTab) {
        self.mediator = mediator
        self.initialTab = tab.rawValue
    }

    /// The tabs' root types: each module's list or profile, or the placeholder of a module that
    /// did not start.
    static var tabTypes: [any ViewModel.Type]? {
        [RepositoryListViewModel.self, NotificationListViewModel.self, ProfileViewModel.self, UnavailableTabViewModel.self]
    }

    /// Asks each tab's module for its root; a module that did not start gives a placeholder.
    func makeTabs() -> [any ViewModel] {
        HomeTab.allCases.map { tab in
            let root = try? mediator.perform(tab.target, action: HomeTab.rootAction).get()
            return root as? any ViewModel ?? UnavailableTabViewModel(tab: tab)
        }
    }
}
