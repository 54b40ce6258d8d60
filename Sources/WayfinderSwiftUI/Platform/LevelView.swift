// Compiled where SwiftUI exists only; see NavigationModelView.swift.
#if canImport(SwiftUI)
import SwiftUI
import Wayfinder

/// One level: its navigation stack (or the root's tab bar), and the level presented from it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct LevelView<Content: View, TabLabel: View>: View {
    let node: ScreenNode
    let model: NavigationModel
    let content: (any Screen) -> Content
    let tabLabel: (Int, any Screen) -> TabLabel

    var body: some View {
        level
            .sheet(item: presented { $0 == .automatic || $0.isSheet }) { presented in
                next(presented).presentationDetents(Self.detents(presented.style))
            }
            #if os(macOS)
            .sheet(item: presented { $0 == .fullScreen }) { next($0) }
            #else
            .fullScreenCover(item: presented { $0 == .fullScreen }) { next($0) }
            #endif
            #if os(tvOS) || os(watchOS)
            .sheet(item: presented { $0 == .popover }) { next($0) }
            #else
            .popover(item: presented { $0 == .popover }) { next($0) }
            #endif
    }

    @ViewBuilder private var level: some View {
        if case .tabs = node.kind {
            TabView(selection: Binding(get: { node.selectedIndex }, set: { model.selectTab($0) })) {
                ForEach(Array(node.children.enumerated()), id: \.element.id) { index, stack in
                    StackView(node: stack, model: model, content: content)
                        .tabItem { if let root = stack.children.first?.screen { tabLabel(index, root) } }
                        .tag(index)
                }
            }
        } else {
            StackView(node: node, model: model, content: content)
        }
    }

    private func next(_ presented: ScreenNode) -> LevelView {
        LevelView(node: presented, model: model, content: content, tabLabel: tabLabel)
    }

    /// The level presented from this one when its style is one of `styles`; SwiftUI setting it
    /// to `nil` is the user's dismissal.
    private func presented(when matches: @escaping @Sendable (PresentationStyle) -> Bool) -> Binding<ScreenNode?> {
        Binding(
            get: { node.presented.flatMap { matches($0.style ?? .automatic) ? $0 : nil } },
            set: { if $0 == nil { model.dismissPresented(from: node) } })
    }

    private static func detents(_ style: PresentationStyle?) -> Set<PresentationDetent> {
        guard case .sheet(let detents) = style, !detents.isEmpty else { return [.large] }
        return Set(detents.map { detent in
            switch detent {
            case .medium: .medium
            case .large: .large
            case .fraction(let fraction): .fraction(fraction)
            case .height(let points): .height(points)
            }
        })
    }
}

/// A navigation stack: its root screen and a path of the screens above it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct StackView<Content: View>: View {
    let node: ScreenNode
    let model: NavigationModel
    let content: (any Screen) -> Content

    var body: some View {
        NavigationStack(path: Binding(get: { node.path }, set: { model.setPath($0, of: node) })) {
            Group {
                if let root = node.children.first?.screen { content(root) }
            }
            .navigationDestination(for: ScreenID.self) { id in
                if let screen = model.node(for: id)?.screen { content(screen) }
            }
        }
    }
}

extension PresentationStyle {
    /// Whether the style is a sheet with detents.
    var isSheet: Bool {
        if case .sheet = self { true } else { false }
    }
}
#endif
