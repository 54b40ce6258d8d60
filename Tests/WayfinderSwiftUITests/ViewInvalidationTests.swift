import Observation
import Testing
import Wayfinder
import WayfinderSwiftUI
import WayfinderTesting

private final class ScreenViewModel: ViewModel {}
private final class SheetViewModel: ViewModel {}
private final class Tabs: TabContainerViewModel {
    let roots: [ScreenViewModel]
    init(count: Int) { roots = (0..<count).map { _ in ScreenViewModel() } }
    func makeTabs() -> [any ViewModel] { roots }
}
private final class Library: SplitContainerViewModel {
    func makeColumns() -> SplitColumns { SplitColumns(sidebar: ScreenViewModel(), detail: ScreenViewModel()) }
}

/// An editor holding a draft.
@Observable
private final class EditorViewModel: LeaveGuarding {
    var hasUnsavedWork = true
}

private enum Choice: Sendable { case delete }

/// The root the views show: one navigation stack, or a tab bar of this many tabs.
enum RootLayout: Sendable, CustomTestStringConvertible {
    case stack
    case tabs(Int)

    var testDescription: String {
        switch self {
        case .stack: "a stack"
        case .tabs(let count): "\(count) tabs"
        }
    }
}

// What each navigation change makes SwiftUI run again, counted on Linux by tracking the reads of
// NavigationModelView's views (ObservedViewTree): a change invalidates the views that show what it
// changed, and no other, whatever the depth and however many tabs.
// The time limit catches a hang, not slowness: a busy machine may take minutes.
@Suite("SwiftUI views: what a change invalidates", .timeLimit(.minutes(10)))
@MainActor
struct ViewInvalidationTests {
    private struct Shown {
        let test: TestNavigator
        let model: NavigationModel
        let views: ObservedViewTree
        /// The root level's node.
        let root: ScreenNode
        /// The navigation stack the user sees: the selected tab's, or the root's.
        let selected: ScreenNode
        let tabs: Tabs?
    }

    /// A root of `layout` whose every stack holds `depth` screens, shown by the views, with the
    /// first tab selected.
    private func show(_ layout: RootLayout, depth: Int) throws -> Shown {
        let test = TestNavigator()
        var tabs: Tabs?
        switch layout {
        case .stack:
            test.services.resetRoot(ScreenViewModel())
            for _ in 1..<depth { test.services.push(ScreenViewModel(), animated: false) }
        case .tabs(let count):
            let made = Tabs(count: count)
            tabs = made
            test.services.resetRoot(made)
            for tab in (0..<count).reversed() {
                let screens: [any ViewModel] = [made.roots[tab]] + (1..<depth).map { _ in ScreenViewModel() }
                test.services.showInTab(tab, screens, animated: false)
            }
        }
        let model = try NavigationModel(navigator: test.navigator, animationDuration: .zero)
        let root = try #require(model.root)
        let selected = if case .tabs = layout { root.children[0] } else { root }
        return Shown(test: test, model: model, views: ObservedViewTree(model: model), root: root, selected: selected, tabs: tabs)
    }

    /// The views `change` invalidated, once the navigator settled.
    private func invalidated(in shown: Shown, by change: () -> Void) async -> [String] {
        change()
        await shown.test.settle()
        return shown.views.update()
    }

    /// Each screen's node, by identifier: no screen that stays may get a new one.
    private func nodes(_ shown: Shown) -> [ScreenID: ObjectIdentifier?] {
        var nodes: [ScreenID: ObjectIdentifier?] = [:]
        for level in shown.test.stack.snapshot.levels {
            for controller in level.controllers {
                for screen in controller.screens { nodes[screen.id] = shown.model.node(for: screen.id).map(ObjectIdentifier.init) }
            }
        }
        return nodes
    }

    /// Every screen of the stack has a node, and a screen that stayed has the node it had.
    private func expectSameNodes(_ before: [ScreenID: ObjectIdentifier?], _ shown: Shown, sourceLocation: SourceLocation = #_sourceLocation) {
        let after = nodes(shown)
        #expect(after.values.allSatisfy { $0 != nil }, "a screen of the stack has no node", sourceLocation: sourceLocation)
        #expect(after.allSatisfy { id, node in before[id].map { $0 == node } ?? true }, "a screen that stayed got a new node", sourceLocation: sourceLocation)
    }

    @Test func theViewsAreTheWholeTreeAndAChangeOfNothingInvalidatesNothing() async throws {
        let shown = try show(.stack, depth: 10)
        // NavigationModelView, LevelView, StackView, StackRootView, 9 PathScreenViews, Questions, Presentations.
        #expect(shown.views.views.count == 15)
        #expect(shown.views.views.filter { $0.hasPrefix("PathScreenView") }.count == 9)
        // SwiftUI echoing the model, and commands that change nothing on screen: the host writes
        // nothing that did not change.
        let path = shown.selected.path
        #expect(await invalidated(in: shown) { shown.model.userDidSetPath(path, of: shown.selected) } == [])
        #expect(await invalidated(in: shown) { shown.test.services.selectTab(0) } == [])
        let tabs = try show(.tabs(5), depth: 10)
        let screens = tabs.selected.children.compactMap { $0.screen?.viewModel }
        #expect(await invalidated(in: tabs) { tabs.test.services.showInTab(0, screens) } == [])
        tabs.test.services.present(SheetViewModel(), style: .sheet(detents: [.medium, .large]))
        _ = await invalidated(in: tabs) {}
        let sheet = try #require(tabs.root.presented)
        #expect(await invalidated(in: tabs) { tabs.model.userDidSelectDetent(.medium, of: sheet) } == [])
        #expect(await invalidated(in: tabs) { tabs.model.userDidSelectDetent(.large, of: sheet) } == ["PresentedLevelView \(sheet.id) sheet"])
    }

    @Test(arguments: [RootLayout.stack, .tabs(1), .tabs(5), .tabs(10)], [1, 10, 50])
    func aPushOrAPopInvalidatesItsStackAlone(_ layout: RootLayout, depth: Int) async throws {
        let shown = try show(layout, depth: depth)
        let stack = ["StackView \(shown.selected.id)"]
        let before = nodes(shown)
        #expect(await invalidated(in: shown) { shown.test.services.push(ScreenViewModel()) } == stack)
        expectSameNodes(before, shown)
        // The screen that appeared has its view, which finds its screen; it goes with the pop.
        let pushed = try #require(shown.selected.path.last)
        let pushedView = "PathScreenView \(shown.selected.id) screen \(pushed)"
        #expect(shown.views.views.contains(pushedView))
        #expect(shown.model.screenForPathScreenView(pushed, in: shown.selected)?.screen.viewModel is ScreenViewModel)
        #expect(await invalidated(in: shown) { shown.test.services.pop() } == stack)
        expectSameNodes(before, shown)
        #expect(!shown.views.views.contains(pushedView))
        shown.test.services.push(ScreenViewModel(), animated: false)
        _ = shown.views.update()
        let back = Array(shown.selected.path.dropLast())
        #expect(await invalidated(in: shown) { shown.model.userDidSetPath(back, of: shown.selected) } == stack)
        expectSameNodes(before, shown)
    }

    @Test(arguments: [RootLayout.stack, .tabs(1), .tabs(5), .tabs(10)], [1, 10, 50])
    func aSheetOrACoverInvalidatesTheLevelsPresentationsAlone(_ layout: RootLayout, depth: Int) async throws {
        let shown = try show(layout, depth: depth)
        let presentations = ["Presentations \(shown.root.id)"]
        #expect(await invalidated(in: shown) { shown.test.services.present(SheetViewModel()) } == presentations)
        let sheet = try #require(shown.root.presented)
        #expect(await invalidated(in: shown) { shown.test.services.push(ScreenViewModel()) } == ["StackView \(sheet.id)"])
        #expect(await invalidated(in: shown) { shown.test.services.dismiss() } == presentations)
        #expect(await invalidated(in: shown) { shown.test.services.present(SheetViewModel(), style: .fullScreen) } == presentations)
        #expect(await invalidated(in: shown) { shown.model.userDidDismissPresented(from: shown.root) } == presentations)
    }

    @Test(arguments: [RootLayout.stack, .tabs(1), .tabs(5), .tabs(10)], [1, 10, 50])
    func anAlertInvalidatesTheLevelsQuestionsAlone(_ layout: RootLayout, depth: Int) async throws {
        let shown = try show(layout, depth: depth)
        let questions = ["Questions \(shown.root.id)"]
        let services = shown.test.services
        #expect(await invalidated(in: shown) {
            Task { _ = try? await services.ask(AlertQuestion<Choice>(title: "Delete?", buttons: [.destructive("Delete", .delete)])) }
        } == questions)
        let question = try #require(shown.root.question)
        #expect(await invalidated(in: shown) { shown.model.userDidAnswer(question, with: 0) } == questions)
    }

    @Test(arguments: [5, 10], [1, 10, 50])
    func aTabSwitchInvalidatesTheTabBarAlone(_ count: Int, depth: Int) async throws {
        let shown = try show(.tabs(count), depth: depth)
        let tabBar = ["TabsView \(shown.root.id)"]
        #expect(await invalidated(in: shown) { shown.test.services.selectTab(count - 1) } == tabBar)
        #expect(await invalidated(in: shown) { shown.model.userDidSelectTab(0) } == tabBar)
    }

    @Test(arguments: [1, 5, 10], [1, 10, 50])
    func showInTabInvalidatesTheTabItChangesAndTheSelection(_ count: Int, depth: Int) async throws {
        let shown = try show(.tabs(count), depth: depth)
        let tabs = try #require(shown.tabs)
        let before = nodes(shown)
        #expect(await invalidated(in: shown) {
            shown.test.services.showInTab(0, [tabs.roots[0], ScreenViewModel()])
        } == ["StackView \(shown.selected.id)"])
        expectSameNodes(before, shown)
        guard count > 1 else { return }
        let last = shown.root.children[count - 1]
        #expect(await invalidated(in: shown) {
            shown.test.services.showInTab(count - 1, [tabs.roots[count - 1], ScreenViewModel()])
        } == ["StackView \(last.id)", "TabsView \(shown.root.id)"])
        expectSameNodes(before, shown)
    }

    @Test func aPushInTheSidebarInvalidatesTheSidebarAloneAndAFocusChangeTheSplitView() async throws {
        let test = TestNavigator()
        test.services.resetRoot(Library())
        test.services.showInColumn(.detail, (0..<10).map { _ in ScreenViewModel() }, animated: false)
        test.services.push(ScreenViewModel(), in: .sidebar, animated: false)
        let model = try NavigationModel(navigator: test.navigator, animationDuration: .zero)
        let views = ObservedViewTree(model: model)
        let (split, sidebar, detail) = try (#require(model.root), #require(model.root?.column(.sidebar)), #require(model.root?.column(.detail)))
        test.services.push(ScreenViewModel(), in: .sidebar)
        await test.settle()
        #expect(views.update() == ["StackView \(sidebar.id)"])
        test.services.push(ScreenViewModel(), in: .detail)  // focuses the detail column
        await test.settle()
        #expect(views.update() == ["SplitView \(split.id)", "StackView \(detail.id)"])
    }

    @Test func aScreenGuardingLeavingIsRunAgainWhenItComesToTheTopOrLeavesIt() async throws {
        let shown = try show(.stack, depth: 2)
        let editor = EditorViewModel()
        shown.test.services.push(editor, animated: false)
        _ = shown.views.update()
        let id = try #require(shown.selected.path.last)
        let (stackView, editorView) = ("StackView \(shown.selected.id)", "PathScreenView \(shown.selected.id) screen \(id)")
        func isGuarded() -> Bool? { shown.model.screenForPathScreenView(id, in: shown.selected)?.backIsGuarded }
        #expect(isGuarded() == true)
        #expect(await invalidated(in: shown) { shown.test.services.push(ScreenViewModel()) } == [editorView, stackView])
        #expect(isGuarded() == false)
        #expect(await invalidated(in: shown) { shown.test.services.pop() } == [editorView, stackView])
        #expect(isGuarded() == true)
        #expect(await invalidated(in: shown) { editor.hasUnsavedWork = false } == [editorView])
        #expect(isGuarded() == false)
    }
}
