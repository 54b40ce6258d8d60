import Testing
import Wayfinder
import WayfinderSwiftUI
import WayfinderTesting

private final class SidebarViewModel: ViewModel {}
private final class PlaceholderViewModel: ViewModel {}
private final class ItemViewModel: ViewModel {}
private final class PartViewModel: ViewModel {}
private final class Library: SplitContainerViewModel {
    func makeColumns() -> SplitColumns { SplitColumns(sidebar: SidebarViewModel(), detail: PlaceholderViewModel()) }
}

// The time limit catches a hang, not slowness: a busy machine may take minutes.
@Suite("SwiftUI navigation model: a split root", .timeLimit(.minutes(10)))
@MainActor
struct NavigationModelSplitTests {
    private func make() throws -> (TestNavigator, NavigationModel, () -> [String]) {
        let test = TestNavigator()
        test.services.resetRoot(Library())
        let model = try NavigationModel(navigator: test.navigator, animationDuration: .zero)
        let recorder = NavigationRecorder(test.navigator)
        return (test, model, { recorder.lines.filter { $0.hasPrefix("reported ") } })
    }

    @Test func theSplitNodeHoldsOneStackAColumnAndFocusesAsTheStackDoes() throws {
        let (test, model, _) = try make()
        let root = try #require(model.root)
        #expect(root.columns == [.sidebar, .detail])
        #expect(root.focusedColumn == .sidebar)
        test.services.showInColumn(.detail, [ItemViewModel()])
        test.services.push(PartViewModel())
        #expect(root.focusedColumn == .detail)
        #expect(root.column(.detail)?.children.compactMap { $0.screen?.viewModel }.map { "\(type(of: $0))" }
            == ["ItemViewModel", "PartViewModel"])
        let part = try #require(root.column(.detail)?.path.last)
        #expect(model.node(for: part)?.screen?.viewModel is PartViewModel)  // what navigationDestination finds
    }

    @Test func aColumnShownWhileExpandedIsNoGestureAndTheNodeKeepsTheStacksFocus() throws {
        let (test, model, reports) = try make()
        let root = try #require(model.root)
        test.services.showInColumn(.detail, [ItemViewModel()])
        model.userDidShowColumn(.sidebar)  // expanded: SwiftUI's binding, not a way back
        #expect(root.focusedColumn == .detail)
        #expect(test.stack.snapshot.topLevel?.focusedColumn == .detail)
        model.userDidResizeSplit(collapsed: true)
        test.services.push(PartViewModel())
        #expect(root.focusedColumn == .detail)
        #expect(reports() == ["reported resizedSplit(collapsed: true)"])
    }

    @Test func swiftUICollapsingAndShowingTheSidebarAreReported() throws {
        let (test, model, reports) = try make()
        let root = try #require(model.root)
        test.services.showInColumn(.detail, [ItemViewModel()])
        model.userDidResizeSplit(collapsed: true)
        #expect(test.stack.snapshot.topLevel?.split?.isCollapsed == true)

        model.userDidShowColumn(.detail)  // SwiftUI echoing the model: no gesture
        model.userDidShowColumn(.sidebar)  // back from the item's screen to the sidebar
        #expect(root.focusedColumn == .sidebar)
        #expect(test.stack.snapshot.topLevel?.focusedColumn == .sidebar)
        #expect(test.stack.snapshot.topLevel?.controller(for: .detail)?.screens.map(\.viewModelTypeName) == ["ItemViewModel"])
        #expect(reports() == [
            "reported resizedSplit(collapsed: true)", "reported popped(to: #1)",
        ])
    }
}
