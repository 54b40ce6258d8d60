import Testing
import Wayfinder
import WayfinderTesting

@Suite("changes reported by the UI")
@MainActor
struct UserReportTests {
    @Test func userDidPopPopsTheControllerHoldingTheScreen() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.push(ListViewModel())
        navigator.services.push(DetailViewModel())
        let recorder = NavigationRecorder(navigator)
        let home = try #require(navigator.stack.snapshot.topController?.screens.first?.id)
        let change = try navigator.report(.popped(to: home)).get().change
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
        #expect(change?.removed.count == 2)
        #expect(recorder.lines == ["reported popped(to: #1)"])
    }

    @Test func userDidPopCanActBelowAModal() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.push(ListViewModel())
        navigator.services.present(LoginViewModel())
        navigator.report(.popped(to: ScreenID(rawValue: 1)))
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self], modals: [[LoginViewModel.self]]))
    }

    @Test func userDidPopToAnUnknownScreenFailsAndChangesNothing() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let recorder = NavigationRecorder(navigator)
        let before = navigator.stack.snapshot
        #expect(navigator.report(.popped(to: ScreenID(rawValue: 99))).failure == .notInStack)
        #expect(navigator.stack.snapshot == before)
        #expect(recorder.errors == [.notInStack])
    }

    @Test func userDidDismissRemovesThatLevelAndTheLevelsAbove() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.present(LoginViewModel())
        navigator.services.present(SettingsViewModel())
        let login = navigator.stack.snapshot.levels[1].selectedController.id
        let change = try navigator.report(.dismissed(login)).get().change
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
        #expect(change?.removed.map(\.viewModelTypeName) == ["LoginViewModel", "SettingsViewModel"])
    }

    @Test func userDidDismissOfTheRootOrAnUnknownControllerFails() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let root = navigator.stack.snapshot.levels[0].selectedController.id
        #expect(navigator.report(.dismissed(root)).failure == .nothingToDismiss)
        #expect(navigator.report(.dismissed(NavigationControllerID(rawValue: 42))).failure == .notInStack)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
    }

    @Test func userDidSelectTabSelectsIt() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(TabsViewModel([HomeViewModel(), ListViewModel()]))
        let recorder = NavigationRecorder(navigator)
        navigator.report(.selectedTab(1))
        #expect(navigator.stack.snapshot.levels.first?.selectedIndex == 1)
        #expect(recorder.lines == ["reported selectedTab(1)"])
        #expect(navigator.report(.selectedTab(5)).failure == .tabOutOfRange(index: 5, count: 2))
    }

    @Test func reportsDescribeThemselves() {
        let cases: [(UserReport, String)] = [
            (.popped(to: ScreenID(rawValue: 3)), "popped(to: #3)"),
            (.dismissed(NavigationControllerID(rawValue: 2)), "dismissed(nav#2)"),
            (.selectedTab(1), "selectedTab(1)"),
            (.resizedSplit(collapsed: true), "resizedSplit(collapsed: true)"),
            (.answered(QuestionID(rawValue: 4), .button(0)), "answered(?4, \(QuestionReply.button(0)))"),
        ]
        for (report, expected) in cases {
            #expect(report.description == expected)
        }
    }
}
