import Foundation
import Observation
import Wayfinder
import WayfinderSwiftUI

/// `NavigationModelView`'s views as Observation sees them, view for view as `Platform/` builds
/// them (SwiftUI itself runs on Apple platforms only). Each view's body reads the model through
/// the accessor named for it (`NavigationModel+ViewReads.swift`) and makes its child views.
///
/// As SwiftUI does, each body runs under `withObservationTracking`, and runs again, re-armed,
/// after a change of something it read; a child view whose inputs are the same (a node, a
/// screen's identifier) keeps its body; a view its parent no longer makes is gone.
@MainActor
final class ObservedViewTree {
    /// A view: its type and what it shows, and its body, which reads the model and returns the
    /// views it makes. Its inputs (its nodes, by identity, and its other arguments) make its key:
    /// a view made again with the same inputs is the same view.
    struct View {
        let name: String
        let key: String
        let body: @MainActor () -> [View]

        @MainActor init(_ type: String, _ node: ScreenNode? = nil, _ arguments: String = "", body: @escaping @MainActor () -> [View]) {
            name = [type, node?.id, arguments.isEmpty ? nil : arguments].compactMap(\.self).joined(separator: " ")
            key = name + (node.map { " @\(ObjectIdentifier($0).hashValue)" } ?? "")
            self.body = body
        }
    }

    private struct Mounted {
        var view: View
        var run = 0
        var children: [String] = []
    }

    /// The bodies invalidated, each with the run it invalidated: Observation calls back on any
    /// thread it likes.
    private final class Invalidations: @unchecked Sendable {
        private let lock = NSLock()
        private var fired: [(key: String, run: Int)] = []
        func add(_ key: String, _ run: Int) { lock.withLock { fired.append((key, run)) } }
        func take() -> [(key: String, run: Int)] { lock.withLock { defer { fired = [] }; return fired } }
    }

    private var mounted: [String: Mounted] = [:]
    private var runs = 0
    private let invalidations = Invalidations()

    /// Mounts `NavigationModelView(model:)` and runs every body once.
    init(model: NavigationModel) {
        mount(Self.navigationModelView(model))
    }

    /// The views on screen, each named by its type, its node and its other inputs.
    var views: [String] { mounted.values.map(\.view.name).sorted() }

    /// The views a change invalidated since the last update, each run again (as SwiftUI's next
    /// update runs them): the views they make now are mounted, those they no longer make are gone.
    ///
    /// - Returns: The invalidated views, sorted.
    func update() -> [String] {
        let invalidated = Set(invalidations.take().filter { mounted[$0.key]?.run == $0.run }.map(\.key))
        let names = invalidated.compactMap { mounted[$0]?.view.name }.sorted()
        for key in invalidated.sorted() { run(key) }
        return names
    }

    private func mount(_ view: View) {
        mounted[view.key] = Mounted(view: view)
        run(view.key)
    }

    private func run(_ key: String) {
        guard var mounted = mounted[key] else { return }
        runs += 1
        let (run, invalidations) = (runs, invalidations)
        let children = withObservationTracking { mounted.view.body() } onChange: { invalidations.add(key, run) }
        let gone = Set(mounted.children).subtracting(children.map(\.key))
        (mounted.run, mounted.children) = (run, children.map(\.key))
        self.mounted[key] = mounted
        for child in children where self.mounted[child.key] == nil { mount(child) }
        for key in gone { unmount(key) }
    }

    private func unmount(_ key: String) {
        mounted.removeValue(forKey: key)?.children.forEach(unmount)
    }

    // MARK: The views, as Platform/ builds them

    private static func navigationModelView(_ model: NavigationModel) -> View {
        View("NavigationModelView") { model.rootForNavigationModelView.map { [level($0, model)] } ?? [] }
    }

    private static func level(_ node: ScreenNode, _ model: NavigationModel) -> View {
        View("LevelView", node) {
            let content: View =
                switch node.contentForLevelView {
                case .tabs: tabs(node, model)
                case .split: split(node, model)
                case .stack: stack(node, model)
                }
            return [content, questions(node), presentations(node, model)]
        }
    }

    private static func tabs(_ node: ScreenNode, _ model: NavigationModel) -> View {
        View("TabsView", node) {
            node.tabsForTabsView.stacks.flatMap { [stack($0, model), tabLabel($0)] }
        }
    }

    private static func tabLabel(_ stack: ScreenNode) -> View {
        View("TabLabelView", stack) { _ = stack.rootForTabLabelView; return [] }
    }

    private static func split(_ node: ScreenNode, _ model: NavigationModel) -> View {
        View("SplitView", node) {
            _ = node.focusedColumnForSplitView
            return [SplitColumn.supplementary, .sidebar, .detail].compactMap(node.stackForSplitView).map { stack($0, model) }
        }
    }

    /// The stack's `NavigationStack` makes its root's view and a destination per screen of the path.
    private static func stack(_ node: ScreenNode, _ model: NavigationModel) -> View {
        View("StackView", node) {
            [stackRoot(node)] + node.pathForStackView.map { pathScreen($0, in: node, model) }
        }
    }

    private static func stackRoot(_ stack: ScreenNode) -> View {
        View("StackRootView", stack) { _ = stack.rootForStackRootView; return [] }
    }

    private static func pathScreen(_ id: ScreenID, in stack: ScreenNode, _ model: NavigationModel) -> View {
        View("PathScreenView", stack, "screen \(id)") { _ = model.screenForPathScreenView(id, in: stack); return [] }
    }

    /// The three presentation modifiers' bindings: a sheet, a full-screen cover, a popover.
    private static func presentations(_ node: ScreenNode, _ model: NavigationModel) -> View {
        View("Presentations", node) {
            let modifiers: [ScreenNode.PresentationModifier] = [.sheet, .fullScreenCover, .popover]
            return modifiers.compactMap { modifier in
                node.presentedForPresentations(in: modifier).map { presentedLevel($0, isSheet: modifier == .sheet, model) }
            }
        }
    }

    /// A sheet rests at a detent: only a sheet reads its style and detent.
    private static func presentedLevel(_ node: ScreenNode, isSheet: Bool, _ model: NavigationModel) -> View {
        View("PresentedLevelView", node, isSheet ? "sheet" : "") {
            _ = model.mayDismissForPresentedLevelView(node)
            if isSheet { _ = node.styleForPresentedLevelView }
            return [level(node, model)]
        }
    }

    /// The alert's and the dialog's bindings, and the question's actions.
    private static func questions(_ node: ScreenNode) -> View {
        View("Questions", node) {
            let question = node.questionForQuestions
            _ = question?.questionSnapshot?.content.style
            return question.map { [questionActions($0)] } ?? []
        }
    }

    private static func questionActions(_ question: ScreenNode) -> View {
        View("QuestionActions", question) { _ = question.textForQuestionActions; return [] }
    }
}
