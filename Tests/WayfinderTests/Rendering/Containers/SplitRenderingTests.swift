import Testing
import Wayfinder
import WayfinderTesting

private final class Sidebar: ViewModel {}
private final class Placeholder: ViewModel {}
private final class Item: ViewModel {}
private final class Part: ViewModel {}

private final class TwoColumns: SplitContainerViewModel {
    func makeColumns() -> SplitColumns { SplitColumns(sidebar: Sidebar(), detail: Placeholder()) }
}

@Suite("a split root on the simulated UIKit: columns, the compact column, collapse and expand")
@MainActor
struct SplitRenderingTests {
    /// A split shown in a window of the given width, its layout settled.
    private func split(compact: Bool) throws -> RendererHarness {
        let uikit = SimulatedUIKit()
        uikit.resize(compact: compact)
        let harness = try RendererHarness(root: TwoColumns(), uikit: uikit)
        harness.finishAnimations()
        return harness
    }

    /// The screens of each column and of the compact column, as UIKit shows them.
    private func shown(_ harness: RendererHarness) -> (columns: [[Int]], compact: [Int]) {
        let root = harness.uikit.shown.first
        return (root?.controllers.map { $0.screens.map(\.rawValue) } ?? [], root?.compact?.map(\.rawValue) ?? [])
    }

    @Test func expandedTheColumnsSitSideBySide() throws {
        let harness = try split(compact: false)
        #expect(shown(harness).columns == [[1], [2]])
        #expect(shown(harness).compact == [])
        harness.services.showInColumn(.detail, [Item()])
        #expect(harness.uikit.animations.map(\.name) == ["set nav#2"])  // the detail is on screen: animated
        harness.finishAnimations()
        #expect(shown(harness).columns == [[1], [3]])
        #expect(harness.reports == ["resizedSplit(collapsed: false)"])  // the first layout, once
    }

    @Test func aCompactWindowCollapsesTheSplitIntoTheCompactColumn() throws {
        let harness = try split(compact: true)
        #expect(harness.test.stack.snapshot.topLevel?.split?.isCollapsed == true)
        #expect(shown(harness).columns == [[], []])
        #expect(shown(harness).compact == [1])

        harness.services.showInColumn(.detail, [Item(), Part()])
        harness.finishAnimations()
        #expect(shown(harness).compact == [1, 3, 4])
        #expect(harness.renderer.shownCollapsedScreens?.map(\.rawValue) == [1, 3, 4])
    }

    @Test func theBackSwipeInTheCollapsedStackGoesBackToTheColumnItCameFrom() throws {
        let harness = try split(compact: true)
        let item = Item()
        harness.services.showInColumn(.detail, [item])
        harness.finishAnimations()

        harness.uikit.beginBackSwipe()  // from the item, the detail's root, to the sidebar
        harness.uikit.endGesture(completing: true, didShowOnCancel: true)
        harness.finishAnimations()
        #expect(harness.reports.last == "popped(to: #1)")
        #expect(harness.test.stack.snapshot.topLevel?.focusedColumn == .sidebar)
        #expect(harness.test.stack.contains(item))  // the detail keeps it for when the split expands
        #expect(shown(harness).compact == [1])

        harness.uikit.resize(compact: false)
        harness.finishAnimations()
        #expect(shown(harness).columns == [[1], [3]])
        #expect(shown(harness).compact == [])
        #expect(harness.test.stack.snapshot.topLevel?.focusedColumn == .detail)
        #expect(harness.uikit.misuses.isEmpty)
    }

    @Test func anIdleRendererLaysTheScreensOutAsTheWidthChangesOneThatIsBusyAfterItsTransition() throws {
        let harness = try split(compact: false)
        harness.uikit.resize(compact: true)  // nothing running: at once, no empty compact column
        #expect(shown(harness).compact == [1])
        #expect(shown(harness).columns == [[], []])

        harness.services.push(Item())  // animating in the compact column
        harness.uikit.resize(compact: false)
        #expect(shown(harness).compact == [1, 3])  // the push first, then the layout
        harness.finishAnimations()
        #expect(shown(harness).columns == [[1, 3], [2]])
        #expect(shown(harness).compact == [])
        #expect(harness.uikit.misuses.isEmpty)
    }

    @Test func anAlertOverTheSplitStaysOnScreenAsTheWindowCollapsesAndExpandsThenIsAnswered() async throws {
        let harness = try split(compact: false)
        let answers = Answers<Bool>()
        answers.ask(harness.services) { services throws(NavigationError) in
            try await services.ask(AlertQuestion(title: "Delete this book?", buttons: [.destructive("Delete", true), .cancel("Keep")]))
        }
        await harness.test.settle()
        harness.finishAnimations()
        #expect(harness.uikit.shown.last?.question == QuestionID(rawValue: 1))

        harness.uikit.resize(compact: true)
        harness.finishAnimations()
        await harness.test.settle()
        harness.uikit.resize(compact: false)
        harness.finishAnimations()
        await harness.test.settle()
        #expect(harness.reports.suffix(2) == ["resizedSplit(collapsed: true)", "resizedSplit(collapsed: false)"])
        #expect(harness.uikit.shown.last?.question == QuestionID(rawValue: 1))
        #expect(harness.test.stack.snapshot.question?.id == QuestionID(rawValue: 1))
        #expect(answers.received.isEmpty)

        harness.uikit.tapAlertButton(0)
        harness.finishAnimations()
        await harness.test.settle()
        #expect(answers.received == [.success(true)])
        #expect(harness.uikit.shown.last?.question == nil)
        #expect(harness.uikit.misuses.isEmpty)
    }

    @Test func aWidthThatChangesBackBeforeThePlanComesIsReportedAgain() throws {
        let harness = try split(compact: false)
        harness.services.push(Item())  // animating: the bus waits for it
        harness.uikit.resize(compact: true)
        harness.uikit.resize(compact: false)
        harness.finishAnimations()
        #expect(harness.reports.suffix(2) == ["resizedSplit(collapsed: true)", "resizedSplit(collapsed: false)"])
        #expect(harness.test.stack.snapshot.topLevel?.split?.isCollapsed == false)
        #expect(shown(harness).columns == [[1, 3], [2]])
    }

    @Test func aFlowInsideTheAppCannotShowASplit() throws {
        let navigation = SimulatedUIKit.appNavigationController("app nav", screens: ["Home"])
        let uikit = SimulatedUIKit()
        uikit.showAppRoot(navigation)
        let harness = try RendererHarness(root: Sidebar(), placement: .navigationContainer(navigation), uikit: uikit)
        #expect(harness.services.resetRoot(TwoColumns()) == .failure(.cannotShow(.splitColumns, for: "TwoColumns")))
    }

    @Test func thePlanOfAColumnChangeIsOneStepForTheColumnAndOneForTheFocus() throws {
        let navigator = TestNavigator()
        navigator.services.resetRoot(TwoColumns())
        let change = try #require(try navigator.services.showInColumn(.detail, [Item()]).get().change)
        #expect(TransitionPlan(change, animated: true).description == """
            setScreens nav#2 keeping 0 adding [#3 Item] animated
            focusColumn detail
            """)
        navigator.report(.resizedSplit(collapsed: true))
        let back = try #require(try navigator.services.pop().get().change)
        #expect(TransitionPlan(back, animated: true).description == "focusColumn sidebar animated")
        let expand = try #require(try navigator.report(.resizedSplit(collapsed: false)).get().change)
        #expect(TransitionPlan(expand, animated: false).description == "expand split\nfocusColumn detail")
    }
}
