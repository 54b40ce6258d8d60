/// The root level when the root view model is a ``TabContainerViewModel``: one navigation
/// controller per tab, and the selected tab.
public struct TabController {
    /// The tab container view model.
    public let container: any TabContainerViewModel
    /// One navigation controller per tab, in display order.
    public let tabs: [NavigationController]
    /// The index of the selected tab.
    public let selectedIndex: Int

    /// The selected tab's navigation controller.
    public var selectedTab: NavigationController { tabs[selectedIndex] }
}
