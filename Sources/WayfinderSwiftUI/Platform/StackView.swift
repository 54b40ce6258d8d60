// Compiled where SwiftUI exists only; see NavigationModelView.swift and LevelView.swift.
#if canImport(SwiftUI)
import SwiftUI
import Wayfinder

/// A navigation stack: a path of the screens above its root. Its body reads the path alone; the
/// root and the destinations are a child's, so that a push hands SwiftUI no new destinations.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct StackView: View {
    let node: ScreenNode
    let model: NavigationModel
    let views: ScreenViews

    var body: some View {
        NavigationStack(path: path) { StackRootView(stack: node, model: model, views: views) }
    }

    /// The screens above the root; SwiftUI writing a shorter path is the user going back.
    private var path: Binding<[ScreenID]> {
        let (node, model) = (node, model)
        return Binding(
            get: { MainActor.assumeIsolated { node.pathForStackView } },
            set: { path in MainActor.assumeIsolated { model.userDidSetPath(path, of: node) } })
    }
}

/// A navigation stack's root screen, and the destinations of the screens above it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct StackRootView: View {
    let stack: ScreenNode
    let model: NavigationModel
    let views: ScreenViews

    var body: some View {
        Group {
            if let root = stack.rootForStackRootView { views.view(of: root) }
        }
        .navigationDestination(for: ScreenID.self) { [stack, model, views] id in
            PathScreenView(id: id, stack: stack, model: model, views: views)
        }
    }
}

/// A screen above a stack's root. While it is on top and holds unsaved work, it hides the system
/// back button (which stops the back swipe too) and shows one that lets the view model decide.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct PathScreenView: View {
    let id: ScreenID
    let stack: ScreenNode
    let model: NavigationModel
    let views: ScreenViews

    var body: some View {
        if let shown = model.screenForPathScreenView(id, in: stack) {
            views.view(of: shown.screen)
                .navigationBarBackButtonHidden(shown.backIsGuarded)
                .toolbar {
                    if shown.backIsGuarded {
                        ToolbarItem(placement: .navigation) {
                            Button("Back") { model.userAttemptedToPop(in: stack) }
                        }
                    }
                }
        }
    }
}
#endif
