// Compiled where SwiftUI exists only; see NavigationModelView.swift.
//
// A root split container as a `NavigationSplitView`, each column a navigation stack bound as any
// other (StackView.swift). SwiftUI collapses the columns into one stack by itself in a
// compact width; the view tells the model when the width changes, and which column SwiftUI shows
// on top when the user goes back past a column's first screen.
#if canImport(SwiftUI)
import SwiftUI
import Wayfinder

/// The root split view: a sidebar and a detail column, or three columns, each a navigation stack.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct SplitView: View {
    let node: ScreenNode
    let model: NavigationModel
    let views: ScreenViews
    /// Which columns an expanded split shows: the user's to change (the sidebar button).
    @State private var visibility = NavigationSplitViewVisibility.automatic
    #if os(macOS)
    /// A Mac window has no size classes: its split view never collapses.
    private var isCollapsed: Bool { false }
    #else
    /// The width's size class: `NavigationSplitView` collapses into one stack when it is compact.
    @Environment(\.horizontalSizeClass) private var sizeClass
    /// Whether SwiftUI shows the split collapsed.
    private var isCollapsed: Bool { sizeClass == .compact }
    #endif

    /// The split view, telling the model when it collapses or expands.
    var body: some View {
        columns
            // Initial too: a split that appears on a phone is collapsed from the start.
            .onChange(of: isCollapsed, initial: true) { _, collapsed in
                model.userDidResizeSplit(collapsed: collapsed)
            }
    }

    /// The two- or three-column form, as the node has columns.
    @ViewBuilder private var columns: some View {
        if node.stackForSplitView(.supplementary) != nil {
            NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: compactColumn) {
                stack(of: .sidebar)
            } content: {
                stack(of: .supplementary)
            } detail: {
                stack(of: .detail)
            }
        } else {
            NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: compactColumn) {
                stack(of: .sidebar)
            } detail: {
                stack(of: .detail)
            }
        }
    }

    /// A column's navigation stack.
    @ViewBuilder private func stack(of column: SplitColumn) -> some View {
        if let stack = node.stackForSplitView(column) { StackView(node: stack, model: model, views: views) }
    }

    /// The column a collapsed split shows on top: the focused one. SwiftUI writing another is the
    /// user going back past the focused column's first screen.
    private var compactColumn: Binding<NavigationSplitViewColumn> {
        let (node, model) = (node, model)
        return Binding(
            get: { MainActor.assumeIsolated { Self.splitViewColumn(node.focusedColumnForSplitView) } },
            set: { column in MainActor.assumeIsolated { model.userDidShowColumn(Self.column(column)) } })
    }

    /// SwiftUI's column for a split column (SwiftUI calls the supplementary column `content`).
    ///
    /// - Parameter column: A column of the stack's split.
    /// - Returns: `.sidebar`, `.content` or `.detail`.
    nonisolated private static func splitViewColumn(_ column: SplitColumn) -> NavigationSplitViewColumn {
        switch column {
        case .sidebar: .sidebar
        case .supplementary: .content
        case .detail: .detail
        }
    }

    /// The split column for SwiftUI's column.
    ///
    /// - Parameter column: A column SwiftUI shows.
    /// - Returns: `.sidebar`, `.supplementary` or `.detail`.
    nonisolated private static func column(_ column: NavigationSplitViewColumn) -> SplitColumn {
        if column == .sidebar { return .sidebar }
        return column == .content ? .supplementary : .detail
    }
}
#endif
