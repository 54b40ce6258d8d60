import Testing
import Wayfinder
import WayfinderTesting

private final class SheetViewModel: ViewModel {}

private typealias Harness = RendererHarness

@Suite("container renderer on a simulated UIKit")
@MainActor
struct ContainerRendererTests {
    @Test func theStackIsShownAndFollowed() throws {
        let harness = try Harness()
        #expect(harness.screens == [[1]])
        harness.services.push(DetailViewModel())
        #expect(harness.screens == [[1, 2]])
        #expect(harness.uikit.animations.map(\.name) == ["set nav#1"])
        harness.finishAnimations()
        harness.services.present(SheetViewModel(), style: .sheet(detents: [.medium]))
        harness.finishAnimations()
        #expect(harness.screens == [[1, 2], [3]])
        #expect(harness.uikit.shown.last?.style == .sheet(detents: [.medium]))
        #expect(harness.reports.isEmpty)
    }

    @Test func aCommandWaitsUntilTheAnimationBeforeItIsOver() throws {
        let harness = try Harness()
        harness.services.present(SheetViewModel())
        var completed = false
        #expect(harness.test.bus.send(.dismiss()) { _ in completed = true } == .success(.queued))
        #expect(harness.screens == [[1], [2]])
        harness.uikit.finishAnimation(at: 0)  // the sheet is up: the dismissal starts
        #expect(harness.screens == [[1]])
        #expect(!completed)
        harness.finishAnimations()
        #expect(completed)
        #expect(harness.uikit.misuses.isEmpty)
    }

    @Test func aCancelledBackSwipeReportsNothingAndACompletedOneReportsOnce() throws {
        let harness = try Harness()
        harness.services.push(DetailViewModel())
        harness.finishAnimations()

        harness.uikit.beginBackSwipe()
        #expect(harness.screens == [[1]])  // UIKit takes the screen out as the swipe starts
        harness.uikit.endGesture(completing: false, didShowOnCancel: true)
        harness.finishAnimations()
        #expect(harness.screens == [[1, 2]])
        #expect(harness.reports.isEmpty)

        harness.uikit.beginBackSwipe()
        harness.uikit.endGesture(completing: true, didShowOnCancel: false)
        harness.finishAnimations()
        #expect(harness.reports == ["popped(to: #1)"])
        #expect(harness.test.stack.snapshot.shape == StackShape([ListViewModel.self]))
    }

    @Test func aSheetDraggedAwayIsReportedOnceAndACancelledDragNotAtAll() throws {
        let harness = try Harness()
        harness.services.present(SheetViewModel())
        harness.finishAnimations()
        harness.uikit.beginDragDown()
        harness.uikit.endGesture(completing: false, didShowOnCancel: false)
        harness.finishAnimations()
        #expect(harness.reports.isEmpty)
        harness.uikit.beginDragDown()
        harness.uikit.endGesture(completing: true, didShowOnCancel: false)
        harness.finishAnimations()
        #expect(harness.reports == ["dismissed(nav#2)"])
        #expect(harness.test.stack.snapshot.shape == StackShape([ListViewModel.self]))
    }

    @Test func aFullScreenLevelCannotBeDraggedAway() throws {
        let harness = try Harness()
        harness.services.present(SheetViewModel(), style: .fullScreen)
        harness.finishAnimations()
        #expect(!harness.uikit.canDragDown)
    }

    @Test func aTabTapIsReportedButNotATapOnTheSelectedTab() throws {
        final class Tabs: TabContainerViewModel {
            func makeTabs() -> [any ViewModel] { [ListViewModel(), ListViewModel()] }
        }
        let harness = try Harness(root: Tabs())
        harness.uikit.tapTab(0)
        harness.uikit.tapTab(1)
        #expect(harness.reports == ["selectedTab(1)"])
        harness.services.selectTab(0)  // the adapter's own selection is not reported back
        #expect(harness.uikit.root?.selectedIndex == 0)
        #expect(harness.reports == ["selectedTab(1)"])
    }

    @Test func aCommandDuringTheUsersSwipeWaitsForItAndTheSwipeIsAppliedInOrder() throws {
        let harness = try Harness()
        harness.services.push(DetailViewModel())
        harness.finishAnimations()
        harness.uikit.beginBackSwipe()
        harness.services.push(SheetViewModel())  // performed on the stack, held by the renderer
        #expect(harness.test.stack.snapshot.shape == StackShape([ListViewModel.self, DetailViewModel.self, SheetViewModel.self]))
        #expect(harness.screens == [[1]])
        harness.uikit.endGesture(completing: true, didShowOnCancel: false)
        harness.finishAnimations()
        // The push was shown on top of what the user left, then the pop took the stack back there.
        #expect(harness.reports == ["popped(to: #1)"])
        #expect(harness.test.stack.snapshot.shape == StackShape([ListViewModel.self]))
        #expect(harness.screens == [[1]])
        #expect(harness.uikit.misuses.isEmpty)
    }

    @Test func aLevelIsPresentedAboveTheAppsOwnAlert() throws {
        let harness = try Harness()
        harness.uikit.presentForeign()  // an alert the app put up itself
        harness.services.present(SheetViewModel())
        harness.finishAnimations()
        #expect(harness.uikit.misuses.isEmpty)
        #expect(harness.uikit.shown.count == 3)  // the root, the alert, the sheet
        #expect(harness.uikit.topContainer?.screenIDs == [ScreenID(rawValue: 2)])
        #expect(!harness.renderer.isBusy)
    }

    @Test func aRendererStuckOnARefusedPresentationRecoversOnceTheNavigatorGivesUp() async throws {
        let harness = try Harness(timeout: .milliseconds(20))
        harness.uikit.refusesNextPresentation = true
        harness.services.present(SheetViewModel())  // UIKit refuses it, and never calls back
        #expect(harness.renderer.isBusy)
        let services = harness.services
        let waiting = Task { await services.sendAndWait(.push(DetailViewModel())) }  // held, then failed
        await harness.test.advance(by: .milliseconds(20))
        #expect(!harness.renderer.isBusy)  // it stopped waiting the moment the navigator gave up
        #expect(await waiting.value.failure == .rendererTimedOut)
        harness.services.push(DetailViewModel())  // the renderer shows this stack from scratch
        harness.finishAnimations()
        #expect(harness.screens == [[1], [2, 3]])
        #expect(harness.test.stack.snapshot.shape == StackShape([ListViewModel.self], modals: [[SheetViewModel.self, DetailViewModel.self]]))
        #expect(!harness.renderer.isBusy)
    }

    @Test func theAdaptersOwnPopsAreNeverReportedBack() throws {
        let harness = try Harness()
        harness.services.resetScreens([ListViewModel(), DetailViewModel(), SheetViewModel()], animated: false)
        harness.services.pop()
        harness.services.popToRoot()
        harness.finishAnimations()
        #expect(harness.screens == [[2]])
        #expect(harness.reports.isEmpty)
    }

    @Test func aRendererTheNavigatorRefusesNeverTellsItsHost() throws {
        let harness = try Harness()
        let second = SimulatedUIKit()
        #expect(throws: RendererError.alreadyAttached) {
            try ContainerRenderer(host: second, navigator: harness.test.navigator)
        }
        #expect(second.renderer == nil)
        #expect(second.root == nil)
    }

    @Test func aWillShowThatComesAfterTheRenderersOwnStepDoesNotHoldTheNextOneBack() throws {
        let harness = try Harness(uikit: SimulatedUIKit(delaysWillShow: true))
        harness.services.push(DetailViewModel())
        harness.uikit.finishAnimation(at: 1)  // the push's animation ends before its willShow comes
        #expect(harness.uikit.animations.map(\.name) == ["willShow nav#1"])
        harness.uikit.finishAnimation(at: 0)  // the late willShow: the renderer's own change
        harness.services.push(SheetViewModel())
        #expect(harness.screens == [[1, 2, 3]])  // shown at once: nothing is held back for the user
        harness.finishAnimations()
        #expect(!harness.renderer.isBusy)
        #expect(harness.reports.isEmpty)
        #expect(harness.uikit.misuses.isEmpty)
    }
}
