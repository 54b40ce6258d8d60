/// A ``ContainerHost`` that shows split containers (a `UISplitViewController` in column style, a
/// `NavigationSplitView`): a stack whose root is a ``SplitContainerViewModel`` needs it. The host
/// calls ``ContainerRenderer/splitDidResize(collapsed:)`` and, when its toolkit collapses a split
/// on its own, ``ContainerRenderer/columnWasShown(_:)``.
@MainActor
public protocol SplitContainerHost: ContainerHost {
    /// Makes a split container (a `UISplitViewController` in column style) showing these
    /// navigation containers as its columns, with the host listening to it: it calls
    /// ``ContainerRenderer/splitDidResize(collapsed:)`` when it collapses or expands.
    ///
    /// - Parameters:
    ///   - columns: One navigation container per column, in the order of `split.columns`.
    ///   - split: The columns, and whether the stack has the split collapsed.
    ///   - focused: The focused column: the one a collapsed split shows on top.
    /// - Returns: The split container.
    func makeSplitContainer(columns: [Container], split: SplitSnapshot, focused: SplitColumn) -> Container

    /// The navigation container a split container shows while collapsed, when the host shows the
    /// collapsed split itself (UIKit: the navigation controller of the `.compact` column): the
    /// renderer moves the screens of the columns up to the focused one into it while collapsed,
    /// and hears a back swipe there as any pop. `nil` when the toolkit collapses the columns on
    /// its own (SwiftUI's `NavigationSplitView`); the host then calls
    /// ``ContainerRenderer/columnWasShown(_:)`` when the user goes back to an earlier column.
    ///
    /// - Parameter splitContainer: A split container the host made.
    /// - Returns: Its compact navigation container, if it has one.
    func compactContainer(of splitContainer: Container) -> Container?

    /// The stack focused a column of a split container: an expanded split shows it if the
    /// toolkit hid it (UIKit's `show(_:)`: a sidebar slid away in portrait); a split the toolkit
    /// collapses on its own shows it on top when collapsed (SwiftUI's `preferredCompactColumn`;
    /// which columns an expanded `NavigationSplitView` shows is the view's own state). Not called for
    /// a collapsed split shown in the host's compact container (``compactContainer(of:)``).
    ///
    /// - Parameters:
    ///   - column: The column.
    ///   - splitContainer: A split container the host made.
    func showColumn(_ column: SplitColumn, of splitContainer: Container)
}
