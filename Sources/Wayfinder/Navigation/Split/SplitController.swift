/// The root level when the root view model is a ``SplitContainerViewModel``: one navigation
/// controller per column, the focused column, and whether the split is collapsed.
public struct SplitController {
    /// The split container view model.
    public let container: any SplitContainerViewModel
    /// The columns there are, in order.
    public let columns: [SplitColumn]
    /// One navigation controller per column, in the order of ``columns``.
    public let controllers: [NavigationController]
    /// The focused column: the one `push` and `pop` act on.
    public let focusedColumn: SplitColumn
    /// Whether the split is collapsed into one stack (a compact width).
    public let isCollapsed: Bool

    /// A column's navigation controller, if the split has the column.
    ///
    /// - Parameter column: A column.
    /// - Returns: Its navigation controller, or `nil`.
    public func controller(for column: SplitColumn) -> NavigationController? {
        columns.firstIndex(of: column).map { controllers[$0] }
    }
}
