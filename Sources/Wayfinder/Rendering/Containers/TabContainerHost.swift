/// A ``ContainerHost`` that shows tab containers (a `UITabBarController`): a stack whose root is
/// a ``TabContainerViewModel`` needs it, and so does a flow placed in a tab of the app's own tab
/// container (``ContainerPlacement/tab(_:of:)``). The host calls
/// ``ContainerRenderer/tabWasSelected(_:)`` for the user's tab taps, never for
/// ``selectTab(_:of:)``.
@MainActor
public protocol TabContainerHost: ContainerHost {
    /// Makes a tab container (a `UITabBarController`) holding these navigation containers, with
    /// the host listening to it.
    ///
    /// - Parameters:
    ///   - tabs: One navigation container per tab.
    ///   - selectedIndex: The selected tab.
    /// - Returns: The tab container.
    func makeTabContainer(tabs: [Container], selectedIndex: Int) -> Container

    /// Selects a tab of a tab container the host made.
    ///
    /// - Parameters:
    ///   - index: The tab's index, from 0.
    ///   - tabContainer: A tab container the host made.
    func selectTab(_ index: Int, of tabContainer: Container)

    /// The navigation container shown as a tab of a tab container of the app's own, for
    /// ``ContainerPlacement/tab(_:of:)``: `nil` when the tab does not exist or is not a
    /// navigation container.
    ///
    /// - Parameters:
    ///   - index: The tab's index, from 0.
    ///   - tabContainer: The app's tab container.
    /// - Returns: The tab's navigation container, if it is one.
    func navigationContainer(inTab index: Int, of tabContainer: Container) -> Container?
}

extension TabContainerHost {
    /// `nil`: a host that shows tabs only as the stack's own root.
    ///
    /// - Parameters:
    ///   - index: The tab's index.
    ///   - tabContainer: The app's tab container.
    /// - Returns: `nil`.
    public func navigationContainer(inTab index: Int, of tabContainer: Container) -> Container? { nil }
}
