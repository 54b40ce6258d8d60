/// What makes a level a split container, in a ``LevelSnapshot``: its columns, in order, and
/// whether it is collapsed into one stack.
///
/// The level's ``LevelSnapshot/controllers`` are the columns' navigation controllers, in the same
/// order; its ``LevelSnapshot/selectedIndex`` is the focused column's index.
public struct SplitSnapshot: Equatable, Sendable {
    /// The type of the split container view model.
    public let containerType: Any.Type
    /// The columns there are, in order: the sidebar, the supplementary column when there is one,
    /// and the detail column.
    public let columns: [SplitColumn]
    /// Whether the split is collapsed (a compact width): one stack shows the screens of the
    /// columns up to the focused one (``LevelSnapshot/collapsedScreens``), as UIKit collapses
    /// a split view and SwiftUI's `NavigationSplitView` does. The renderer reports it
    /// (``UserReport/resizedSplit(collapsed:)``).
    public let isCollapsed: Bool

    /// Two splits are equal when their container types, columns and collapsed state are.
    ///
    /// - Parameters:
    ///   - lhs: A split.
    ///   - rhs: Another split.
    /// - Returns: Whether they describe the same split.
    public static func == (lhs: SplitSnapshot, rhs: SplitSnapshot) -> Bool {
        lhs.containerType == rhs.containerType && lhs.columns == rhs.columns && lhs.isCollapsed == rhs.isCollapsed
    }
}

/// A split's snapshot, held by reference in a ``LevelSnapshot`` (a level is copied on every
/// command), with the identities of the roots the container made for its columns: saving tells a
/// column's own root (made again on restore) from one a command put there.
final class SplitBox: Sendable {
    let snapshot: SplitSnapshot
    /// The container's roots, in the order of the columns.
    let madeRoots: [ObjectIdentifier]

    init(_ snapshot: SplitSnapshot, madeRoots: [ObjectIdentifier]) {
        self.snapshot = snapshot
        self.madeRoots = madeRoots
    }
}
