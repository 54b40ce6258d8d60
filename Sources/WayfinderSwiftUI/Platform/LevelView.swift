// Compiled where SwiftUI exists only; see NavigationModelView.swift.
#if canImport(SwiftUI)
import SwiftUI
import Wayfinder

/// One level: its navigation stack (or the root's tab bar or split view), and the level
/// presented from it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct LevelView: View {
    let node: ScreenNode
    let model: NavigationModel
    let views: ScreenViews

    var body: some View {
        level
            .questions(of: node, model: model)
            .sheet(item: presented { $0 == .automatic || $0.isSheet }) { presented in
                next(presented).presentationDetents(Self.detents(presented.style), selection: detent(of: presented))
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
            TabView(selection: tab) {
                ForEach(Array(node.children.enumerated()), id: \.element.id) { index, stack in
                    StackView(node: stack, model: model, views: views)
                        .tabItem { if let root = stack.children.first?.screen { views.label(of: root) } }
                        .tag(index)
                }
            }
        } else if case .split = node.kind {
            SplitView(node: node, model: model, views: views)
        } else {
            StackView(node: node, model: model, views: views)
        }
    }

    // Binding closures are `@Sendable` and may not be isolated to the main actor: they capture
    // the main-actor node and model (which are Sendable), not the view, and say where they run.

    /// The selected tab; SwiftUI writing another is the user's tap.
    private var tab: Binding<Int> {
        let (node, model) = (node, model)
        return Binding(
            get: { MainActor.assumeIsolated { node.selectedIndex } },
            set: { index in MainActor.assumeIsolated { model.userDidSelectTab(index) } })
    }

    /// The level presented from this one, held while a screen on it holds unsaved work.
    private func next(_ presented: ScreenNode) -> some View {
        LevelView(node: presented, model: model, views: views).guardingDismissal(of: presented, model: model)
    }

    /// The level presented from this one when its style is one of `styles`; SwiftUI setting it
    /// to `nil` is the user's dismissal.
    private func presented(when matches: @escaping @Sendable (ModalStyle) -> Bool) -> Binding<ScreenNode?> {
        let (node, model) = (node, model)
        return Binding(
            get: { MainActor.assumeIsolated { node.presented.flatMap { matches($0.style ?? .automatic) ? $0 : nil } } },
            set: { presented in
                MainActor.assumeIsolated { if presented == nil { model.userDidDismissPresented(from: node) } }
            })
    }

    /// The detent a sheet rests at: the first listed when it appears, then where the user drags it.
    private func detent(of presented: ScreenNode) -> Binding<PresentationDetent> {
        let model = model
        return Binding(
            get: { MainActor.assumeIsolated { Self.detent(presented.selectedDetent ?? .large) } },
            set: { selected in
                MainActor.assumeIsolated {
                    if let detent = presented.style?.sheetDetents.first(where: { Self.detent($0) == selected }) {
                        model.userDidSelectDetent(detent, of: presented)
                    }
                }
            })
    }

    private static func detents(_ style: ModalStyle?) -> Set<PresentationDetent> {
        let detents = style?.sheetDetents ?? []
        return detents.isEmpty ? [.large] : Set(detents.map(detent))
    }

    nonisolated private static func detent(_ detent: SheetDetent) -> PresentationDetent {
        switch detent {
        case .medium: .medium
        case .large: .large
        case .fraction(let fraction): .fraction(fraction)
        case .height(let points): .height(points)
        }
    }
}

/// A navigation stack: its root screen and a path of the screens above it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct StackView: View {
    let node: ScreenNode
    let model: NavigationModel
    let views: ScreenViews

    var body: some View {
        NavigationStack(path: path) {
            Group {
                if let root = node.children.first?.screen { views.view(of: root) }
            }
            .navigationDestination(for: ScreenID.self) { id in
                if let screen = model.node(for: id)?.screen {
                    views.view(of: screen).guardingBack(of: id, in: node, model: model)
                }
            }
        }
    }

    /// The screens above the root; SwiftUI writing a shorter path is the user going back.
    private var path: Binding<[ScreenID]> {
        let (node, model) = (node, model)
        return Binding(
            get: { MainActor.assumeIsolated { node.path } },
            set: { path in MainActor.assumeIsolated { model.userDidSetPath(path, of: node) } })
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension ModalStyle {
    /// Whether the style is a sheet with detents.
    var isSheet: Bool {
        if case .sheet = self { true } else { false }
    }
}
#endif
