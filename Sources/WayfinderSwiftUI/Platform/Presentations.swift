// Compiled where SwiftUI exists only; see NavigationModelView.swift and LevelView.swift.
#if canImport(SwiftUI)
import SwiftUI
import Wayfinder

/// The level presented from a level, as a `sheet`, `fullScreenCover` or `popover` in its style.
/// A modifier of its own, so that a presentation runs no body of the level below.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct Presentations: ViewModifier {
    let node: ScreenNode
    let model: NavigationModel
    let views: ScreenViews

    func body(content: Content) -> some View {
        content
            .sheet(item: presented(in: .sheet)) { next($0, isSheet: true) }
            #if os(macOS)
            .sheet(item: presented(in: .fullScreenCover)) { next($0) }
            #else
            .fullScreenCover(item: presented(in: .fullScreenCover)) { next($0) }
            #endif
            #if os(tvOS) || os(watchOS)
            .sheet(item: presented(in: .popover)) { next($0) }
            #else
            .popover(item: presented(in: .popover)) { next($0) }
            #endif
    }

    private func next(_ presented: ScreenNode, isSheet: Bool = false) -> some View {
        PresentedLevelView(node: presented, model: model, views: views, isSheet: isSheet)
    }

    /// The level presented from this one when this modifier shows its style; SwiftUI setting it
    /// to `nil` is the user's dismissal. (Binding closures are `@Sendable`: they capture the
    /// main-actor node and model, not the view, and say where they run.)
    private func presented(in modifier: ScreenNode.PresentationModifier) -> Binding<ScreenNode?> {
        let (node, model) = (node, model)
        return Binding(
            get: { MainActor.assumeIsolated { node.presentedForPresentations(in: modifier) } },
            set: { presented in
                MainActor.assumeIsolated { if presented == nil { model.userDidDismissPresented(from: node) } }
            })
    }
}

/// A presented level, held while a screen on it holds unsaved work; a sheet rests at its detent.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct PresentedLevelView: View {
    let node: ScreenNode
    let model: NavigationModel
    let views: ScreenViews
    let isSheet: Bool

    var body: some View {
        let level = LevelView(node: node, model: model, views: views)
            .interactiveDismissDisabled(!model.mayDismissForPresentedLevelView(node))
        if isSheet {
            level.presentationDetents(Self.detents(node.styleForPresentedLevelView.style), selection: detent)
        } else {
            level
        }
    }

    /// The detent a sheet rests at: the first listed when it appears, then where the user drags it.
    private var detent: Binding<PresentationDetent> {
        let (node, model) = (node, model)
        return Binding(
            get: { MainActor.assumeIsolated { Self.detent(node.styleForPresentedLevelView.detent ?? .large) } },
            set: { selected in
                MainActor.assumeIsolated {
                    if let detent = node.styleForPresentedLevelView.style?.sheetDetents.first(where: { Self.detent($0) == selected }) {
                        model.userDidSelectDetent(detent, of: node)
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
#endif
