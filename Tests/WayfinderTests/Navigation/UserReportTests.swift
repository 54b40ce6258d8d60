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
        let home = try #require(navigator.stack.topNavigationController?.screenIDs.first)
        let change = try navigator.userDidPop(to: home).get().change
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
        #expect(change?.removed.count == 2)
        #expect(recorder.lines == ["willPerform userDidPop(to: #1)", "didPerform userDidPop(to: #1)"])
    }

    @Test func userDidPopCanActBelowAModal() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.push(ListViewModel())
        navigator.services.present(LoginViewModel())
        navigator.userDidPop(to: ScreenID(rawValue: 1))
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self], modals: [[LoginViewModel.self]]))
    }

    @Test func userDidPopToAnUnknownScreenFailsAndChangesNothing() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let recorder = NavigationRecorder(navigator)
        let before = navigator.stack.snapshot
        #expect(navigator.userDidPop(to: ScreenID(rawValue: 99)).failure == .notInStack)
        #expect(navigator.stack.snapshot == before)
        #expect(recorder.errors == [.notInStack])
    }

    @Test func userDidDismissRemovesThatLevelAndTheLevelsAbove() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.present(LoginViewModel())
        navigator.services.present(SettingsViewModel())
        let login = navigator.stack.navigationControllers[1].id
        let change = try navigator.userDidDismiss(login).get().change
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
        #expect(change?.removed.map(\.viewModelTypeName) == ["LoginViewModel", "SettingsViewModel"])
    }

    @Test func userDidDismissOfTheRootOrAnUnknownControllerFails() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let root = navigator.stack.navigationControllers[0].id
        #expect(navigator.userDidDismiss(root).failure == .nothingToDismiss)
        #expect(navigator.userDidDismiss(NavigationControllerID(rawValue: 42)).failure == .notInStack)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
    }

    @Test func userDidSelectTabSelectsIt() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(TabsViewModel([HomeViewModel(), ListViewModel()]))
        let recorder = NavigationRecorder(navigator)
        navigator.userDidSelectTab(1)
        #expect(navigator.stack.tabController?.selectedIndex == 1)
        #expect(recorder.performedCommands == ["userDidSelectTab(1)"])
        #expect(navigator.userDidSelectTab(5).failure == .tabOutOfRange(index: 5, count: 2))
    }

    @Test func reportsAfterTheNavigatorIsGoneFail() throws {
        var navigator: Navigator? = try makeNavigator()
        let bus = try #require(navigator?.bus)
        navigator = nil
        #expect(bus.send(.userDidSelectTab(0)).failure == .noNavigator)
    }
}
