/// A view model whose screen is a tab bar: it supplies one root view model per tab.
///
/// When a tab container becomes the root (``NavigationServices/resetRoot(_:)``), the root level of
/// the stack is a tab controller holding one navigation controller per tab, each starting with
/// that tab's root view model. `push`, `pop` and `popToRoot` then act on the selected tab while no
/// modal level is up, and ``NavigationServices/selectTab(_:)`` switches tabs.
///
/// Tab containers are only laid out at the root: pushing, presenting or stacking one fails with
/// ``NavigationError/tabContainerNotAtRoot(for:)``. The container itself needs no screen in the
/// ``ScreenMap``; each tab's root view model does.
///
/// ```swift
/// final class MainTabsViewModel: TabContainerViewModel {
///     func makeTabs() -> [any ViewModel] {
///         [RepositoriesViewModel(), NotificationsViewModel(), ProfileViewModel()]
///     }
/// }
/// ```
///
/// The stack owns the tabs' view models: a tab's root that `resetScreens` replaces is released. A
/// container that keeps its own references to them keeps them alive.
@MainActor
public protocol TabContainerViewModel: ViewModel {
    /// Makes the root view model of each tab, in display order. Called once, when the container
    /// becomes the root.
    ///
    /// - Returns: One view model per tab; at least one.
    func makeTabs() -> [any ViewModel]

    /// The index of the tab selected when the container becomes the root. Defaults to `0`.
    var initialTab: Int { get }

    /// Every type of view model ``makeTabs()`` can return, for the start-up check of the screen
    /// map (``Router/validateScreens(in:)``, and WayfinderComponents'
    /// `ModuleHost.validateScreens()`); `nil`, the default, declares nothing.
    ///
    /// `makeTabs()` is code that runs only when the container becomes the root, so the check
    /// cannot see its tabs: it reports a container that declares none as unchecked, and checks
    /// the screen of each type one that declares them lists.
    ///
    /// ```swift
    /// static let tabTypes: [any ViewModel.Type]? = [
    ///     RepositoriesViewModel.self, NotificationsViewModel.self, ProfileViewModel.self,
    /// ]
    /// ```
    static var tabTypes: [any ViewModel.Type]? { get }
}

extension TabContainerViewModel {
    /// The first tab is selected unless the container says otherwise.
    public var initialTab: Int { 0 }

    /// Not declared: the start-up check reports the container as unchecked.
    public static var tabTypes: [any ViewModel.Type]? { nil }
}
