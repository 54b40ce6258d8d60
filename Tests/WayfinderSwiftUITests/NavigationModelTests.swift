import Foundation
import Observation
import Testing
import Wayfinder
import WayfinderSwiftUI
import WayfinderTesting

private final class ListViewModel: ViewModel {}
private final class DetailViewModel: ViewModel {}
private final class SheetViewModel: ViewModel {}
private final class Tabs: TabContainerViewModel {
    func makeTabs() -> [any ViewModel] { [ListViewModel(), ListViewModel()] }
}

/// A thread-safe count, for `@Sendable` observation callbacks.
private final class Count: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() { lock.withLock { value += 1 } }
    var total: Int { lock.withLock { value } }
}

// The time limit catches a hang, not slowness: a busy machine may take minutes.
@Suite("SwiftUI navigation model", .timeLimit(.minutes(10)))
@MainActor
struct NavigationModelTests {
    /// A navigator with a root, shown by a model whose steps finish at once, and the reports it
    /// heard.
    private func make(root: any ViewModel = ListViewModel()) throws -> (TestNavigator, NavigationModel, () -> [String]) {
        let test = TestNavigator()
        test.services.resetRoot(root)
        let model = try NavigationModel(navigator: test.navigator, animationDuration: .zero)
        let recorder = NavigationRecorder(test.navigator)
        return (test, model, { recorder.lines.filter { $0.hasPrefix("reported ") } })
    }

    @Test func theModelFollowsTheStack() throws {
        let (test, model, reports) = try make()
        let root = try #require(model.root)
        #expect(root.children.compactMap(\.screenID) == [ScreenID(rawValue: 1)])
        test.services.push(DetailViewModel())
        test.services.push(DetailViewModel())
        #expect(root.path == [ScreenID(rawValue: 2), ScreenID(rawValue: 3)])
        test.services.present(SheetViewModel(), style: .sheet(detents: [.medium]))
        #expect(root.presented?.style == .sheet(detents: [.medium]))
        #expect(root.presented?.children.first?.screen?.viewModel is SheetViewModel)
        #expect(model.node(for: ScreenID(rawValue: 3))?.screen?.viewModel is DetailViewModel)
        #expect(reports().isEmpty)
    }

    @Test func viewsAreToldWhenThePathChanges() throws {
        let (test, model, _) = try make()
        let root = try #require(model.root)
        let changes = Count()
        withObservationTracking { _ = root.path } onChange: { changes.add() }
        test.services.push(DetailViewModel())
        #expect(changes.total == 1)
    }

    @Test func aShorterPathFromSwiftUIIsTheUsersPopReportedOnce() throws {
        let (test, model, reports) = try make()
        test.services.push(DetailViewModel())
        test.services.push(DetailViewModel())
        let root = try #require(model.root)
        model.userDidSetPath([ScreenID(rawValue: 2)], of: root)
        model.userDidSetPath([ScreenID(rawValue: 2)], of: root)  // SwiftUI writing the same value again
        #expect(reports() == ["reported popped(to: #2)"])
        #expect(test.stack.snapshot.topScreen?.id == ScreenID(rawValue: 2))
        // The model's own pop is not reported back, even when SwiftUI writes it through the binding.
        test.services.pop()
        model.userDidSetPath([], of: root)
        #expect(reports().count == 1)
    }

    @Test func aSheetSetToNilIsTheUsersDismissalReportedOnce() throws {
        let (test, model, reports) = try make()
        test.services.present(SheetViewModel())
        let root = try #require(model.root)
        model.userDidDismissPresented(from: root)
        model.userDidDismissPresented(from: root)
        #expect(reports() == ["reported dismissed(nav#2)"])
        #expect(test.stack.snapshot.levels.count == 1)
        #expect(root.presented == nil)
    }

    @Test func aTabPickedInSwiftUIIsReportedAndTheModelsOwnSelectionIsNot() throws {
        let (test, model, reports) = try make(root: Tabs())
        model.userDidSelectTab(1)
        model.userDidSelectTab(1)
        #expect(reports() == ["reported selectedTab(1)"])
        test.services.selectTab(0)
        #expect(model.root?.selectedIndex == 0)
        model.userDidSelectTab(0)
        #expect(reports().count == 1)
    }

    @Test func animatedStepsFinishAfterTheirTimeAndCommandsWaitForThem() async throws {
        let test = TestNavigator()
        let model = try NavigationModel(navigator: test.navigator, animationDuration: .milliseconds(5))
        #expect(try await test.services.sendAndWait(.resetRoot(ListViewModel())).get().change != nil)
        test.services.push(DetailViewModel())
        #expect(test.navigator.isTransitioning)
        #expect(test.services.push(DetailViewModel()) == .success(.queued))
        #expect(try await test.services.sendAndWait(.present(SheetViewModel())).get().change != nil)
        #expect(model.root?.path.count == 2)
        #expect(model.root?.presented != nil)
        #expect(!test.navigator.isTransitioning)
    }

    @Test func aBackTapWhileTheModelsOwnPushStillAnimatesIsReported() async throws {
        let test = TestNavigator()
        test.services.resetRoot(ListViewModel())
        let model = try NavigationModel(navigator: test.navigator, animationDuration: .milliseconds(20))
        let recorder = NavigationRecorder(test.navigator)
        test.services.push(DetailViewModel())  // its animation runs for 20 ms
        let root = try #require(model.root)
        model.userDidSetPath([], of: root)  // the user taps back at once
        #expect(try await test.services.sendAndWait(.push(SheetViewModel())).get().change != nil)
        #expect(recorder.lines.filter { $0.hasPrefix("reported ") } == ["reported popped(to: #1)"])
        #expect(test.stack.snapshot.names == [["ListViewModel", "SheetViewModel"]])
        #expect(root.path == [ScreenID(rawValue: 3)])
    }

    @Test func aSheetOpensAtItsFirstListedDetentAndKeepsWhereTheUserDragsIt() throws {
        let (test, model, reports) = try make()
        test.services.present(SheetViewModel(), style: .sheet(detents: [.medium, .large]))
        let sheet = try #require(model.root?.presented)
        #expect(sheet.selectedDetent == .medium)
        model.userDidSelectDetent(.large, of: sheet)
        #expect(sheet.selectedDetent == .large)
        model.userDidSelectDetent(.fraction(0.3), of: sheet)  // not one of its detents
        #expect(sheet.selectedDetent == .large)
        #expect(reports().isEmpty)  // resting elsewhere is not navigation
        test.services.dismiss()
        test.services.present(SheetViewModel(), style: .sheet)
        #expect(model.root?.presented?.selectedDetent == .large)
        test.services.dismiss()
        test.services.present(SheetViewModel(), style: .fullScreen)
        #expect(model.root?.presented?.selectedDetent == nil)
    }

    @Test func aSecondRendererIsRefused() throws {
        let (test, _, _) = try make()
        #expect(throws: RendererError.alreadyAttached) { try NavigationModel(navigator: test.navigator) }
    }
}

@Suite("SwiftUI navigation model lifetime")
@MainActor
struct NavigationModelLifetimeTests {
    @Test func theNavigatorKeepsTheModelAndNothingKeepsItself() throws {
        var navigator: Navigator? = TestNavigator().navigator
        weak let model = try NavigationModel(navigator: try #require(navigator))
        #expect(model != nil)  // kept by the navigator's renderer
        navigator?.services.resetRoot(ListViewModel())
        #expect(model?.root != nil)
        weak let released = navigator
        navigator = nil
        #expect(released == nil)
        #expect(model == nil)
    }
}

extension StackSnapshot {
    /// The view model type names of each level's selected navigation controller, root first.
    fileprivate var names: [[String]] {
        levels.map { $0.selectedController.screens.map(\.viewModelTypeName) }
    }
}
