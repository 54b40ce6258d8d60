/// A view model whose screen is a split view (`UISplitViewController`, SwiftUI's
/// `NavigationSplitView`): it supplies the root view model of each column.
///
/// When a split container becomes the root (``NavigationServices/resetRoot(_:)``), the root level
/// of the stack holds one navigation controller per column, each starting with that column's
/// root view model. One column is *focused*: the one `push`, `pop`, `popToRoot`, `popTo` and
/// `resetScreens` act on while no modal level is up, as they act on the selected tab. The focus moves
/// with ``NavigationServices/showInColumn(_:_:animated:)`` (what selecting in a sidebar does) and
/// ``NavigationServices/push(_:in:animated:)``, and with the user's back swipe in the collapsed
/// split; see <doc:StackSemantics>.
///
/// ```swift
/// final class LibraryViewModel: SplitContainerViewModel {
///     func makeColumns() -> SplitColumns {
///         SplitColumns(sidebar: ShelvesViewModel(), detail: NoBookViewModel())
///     }
/// }
/// ```
///
/// Split containers are only laid out at the root, as tab containers are: pushing, presenting or
/// stacking one, or putting one in a tab, fails with
/// ``NavigationError/splitContainerNotAtRoot(for:)``, and a tab container in a column fails with
/// ``NavigationError/tabContainerNotAtRoot(for:)``. The container itself needs no screen in the
/// ``ScreenMap``; each column's root view model does.
@MainActor
public protocol SplitContainerViewModel: ViewModel {
    /// Makes the root view model of each column. Called once, when the container becomes the root.
    ///
    /// - Returns: The columns' root view models.
    func makeColumns() -> SplitColumns

    /// The column focused when the container becomes the root. Defaults to the sidebar, so that
    /// a split that starts collapsed shows its list.
    var initialColumn: SplitColumn { get }

    /// Every type of view model ``makeColumns()`` can return, for the start-up check of the
    /// screen map (``Router/validateScreens(in:)``, and WayfinderComponents'
    /// `ModuleHost.validateScreens()`); `nil`, the default, declares nothing.
    static var columnTypes: [any ViewModel.Type]? { get }
}

extension SplitContainerViewModel {
    /// The sidebar is focused unless the container says otherwise.
    public var initialColumn: SplitColumn { .sidebar }

    /// Not declared: the start-up check reports the container as unchecked.
    public static var columnTypes: [any ViewModel.Type]? { nil }
}
