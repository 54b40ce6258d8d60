// Compiled where SwiftUI exists only; see NavigationModelView.swift.
//
// Each view reads the model through its own accessor (NavigationModel+ViewReads.swift) and hands
// its children nothing but nodes, the model and the views: SwiftUI runs a body again only when
// what it read changes, and a child whose inputs are the same keeps its body.
#if canImport(SwiftUI)
import SwiftUI
import Wayfinder

/// One level: its navigation stack (or the root's tab bar or split view), with the levels and
/// the questions presented from it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct LevelView: View {
    let node: ScreenNode
    let model: NavigationModel
    let views: ScreenViews

    var body: some View {
        content
            .modifier(Questions(node: node, model: model))
            .modifier(Presentations(node: node, model: model, views: views))
    }

    @ViewBuilder private var content: some View {
        switch node.contentForLevelView {
        case .tabs: TabsView(node: node, model: model, views: views)
        case .split: SplitView(node: node, model: model, views: views)
        case .stack: StackView(node: node, model: model, views: views)
        }
    }
}

/// The root tab bar: a navigation stack per tab.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct TabsView: View {
    let node: ScreenNode
    let model: NavigationModel
    let views: ScreenViews

    var body: some View {
        TabView(selection: tab) {
            ForEach(Array(node.tabsForTabsView.stacks.enumerated()), id: \.element.id) { index, stack in
                StackView(node: stack, model: model, views: views)
                    .tabItem { TabLabelView(stack: stack, views: views) }
                    .tag(index)
            }
        }
    }

    // Binding closures are `@Sendable` and may not be isolated to the main actor: they capture
    // the main-actor node and model (which are Sendable), not the view, and say where they run.

    /// The selected tab; SwiftUI writing another is the user's tap.
    private var tab: Binding<Int> {
        let (node, model) = (node, model)
        return Binding(
            get: { MainActor.assumeIsolated { node.tabsForTabsView.selected } },
            set: { index in MainActor.assumeIsolated { model.userDidSelectTab(index) } })
    }
}

/// A tab's label: its root screen's, which a push or a pop in the tab leaves alone.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct TabLabelView: View {
    let stack: ScreenNode
    let views: ScreenViews

    var body: some View {
        if let root = stack.rootForTabLabelView { views.label(of: root) }
    }
}
#endif
