// Compiled on Apple platforms with UIKit only; see UIKitHost.swift.
//
// A root split container as a column-style `UISplitViewController` (iOS 14 and later, within the
// package's iOS 16): the columns' navigation controllers side by side, and a navigation
// controller of the host's in the `.compact` column, which UIKit shows instead of the columns
// while the split is collapsed (a compact width). The renderer decides what the compact column
// holds (the screens of the columns up to the focused one); the host only reports collapsing and
// expanding, and shows a column the stack focuses.
#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

extension UIKitHost {
    // The split requirements of `ContainerHost`, which documents them.

    func makeSplitContainer(columns: [UIViewController], split: SplitSnapshot, focused: SplitColumn) -> UIViewController {
        let style: UISplitViewController.Style = split.columns.contains(.supplementary) ? .tripleColumn : .doubleColumn
        let splitViewController = UISplitViewController(style: style)
        for (column, navigationController) in zip(split.columns, columns) {
            splitViewController.setViewController(navigationController, for: Self.uiColumn(column))
        }
        // A UINavigationController set for a column is used as it is (the column style wraps any
        // other view controller in one of its own): the renderer's children stay where it put
        // them. The layout of an expanded split (which columns show) is left to UIKit.
        let compact = UINavigationController()
        listen(to: compact)
        splitViewController.setViewController(compact, for: .compact)
        listen(to: splitViewController)
        // UIKit collapses the split once it is in a compact-width window, which happens after this
        // call (the renderer shows it as the root next). Whether UIKit calls
        // `splitViewControllerDidCollapse(_:)` for that first collapse is not documented: look once
        // on the next turn, so that a launch on a phone collapses either way. By then the split is
        // in the window and has its traits, though UIKit may not have laid it out (`isCollapsed`
        // may still read `false`): a compact horizontal size class is what collapses it. The
        // renderer reports a split's first state whatever it is, then only changes, so hearing
        // both is harmless; a split that is no longer the root by then says nothing.
        Task { @MainActor [weak self, weak splitViewController] in
            guard let self, let splitViewController, window?.rootViewController === splitViewController else { return }
            let compact = splitViewController.traitCollection.horizontalSizeClass == .compact
            renderer?.splitDidResize(collapsed: splitViewController.isCollapsed || compact)
        }
        return splitViewController
    }

    func compactContainer(of splitContainer: UIViewController) -> UIViewController? {
        (splitContainer as? UISplitViewController)?.viewController(for: .compact)
    }

    func showColumn(_ column: SplitColumn, of splitContainer: UIViewController) {
        (splitContainer as? UISplitViewController)?.show(Self.uiColumn(column))
    }

    /// UIKit's column for a split column.
    ///
    /// - Parameter column: A column of the stack's split.
    /// - Returns: `.primary`, `.supplementary` or `.secondary`.
    static func uiColumn(_ column: SplitColumn) -> UISplitViewController.Column {
        switch column {
        case .sidebar: .primary
        case .supplementary: .supplementary
        case .detail: .secondary
        }
    }
}

/// The delegate of the split view controller the renderer shows for a root split container: it
/// tells the renderer when UIKit collapses or expands the split. No app delegate stands behind
/// it (the app cannot set one on the renderer), so it answers only its own methods.
@MainActor
final class SplitDelegateForwarder: DelegateForwarder, UISplitViewControllerDelegate {
    /// The compact column is what a collapsed split shows on top: the renderer fills it with the
    /// screens of the columns up to the focused one.
    ///
    /// - Parameters:
    ///   - svc: The split view controller.
    ///   - proposedTopColumn: The column UIKit proposes.
    /// - Returns: `.compact`.
    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        .compact
    }

    /// The split collapsed into its compact column (the width became compact): the renderer
    /// reports it, and the plan that follows moves the columns' screens there.
    ///
    /// - Parameter svc: The split view controller.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        guard isShown(svc) else { return }
        host?.renderer?.splitDidResize(collapsed: true)
    }

    /// The split expanded into its columns: the renderer reports it, and the plan that follows
    /// gives each column its screens back.
    ///
    /// - Parameter svc: The split view controller.
    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        guard isShown(svc) else { return }
        host?.renderer?.splitDidResize(collapsed: false)
    }

    /// Whether the split view controller is the one the window shows: one the renderer replaced,
    /// still alive for a moment, reports nothing.
    private func isShown(_ svc: UISplitViewController) -> Bool {
        host?.window?.rootViewController === svc
    }
}
#endif
