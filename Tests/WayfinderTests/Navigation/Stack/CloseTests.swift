import Testing
import Wayfinder
import WayfinderTesting

@Suite("close")
@MainActor
struct CloseTests {
    @Test func closingAPushedScreenRemovesItAndTheScreensAboveIt() throws {
        let navigator = try makeNavigator()
        let list = ListViewModel()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.push(list)
        navigator.services.push(DetailViewModel())
        let change = try navigator.services.close(list).get().change
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
        #expect(change?.removed.map(\.viewModelTypeName) == ["ListViewModel", "DetailViewModel"])
    }

    @Test func closingTheRootOfAModalLevelDismissesItAndTheLevelsAbove() throws {
        let navigator = try makeNavigator()
        let settings = SettingsViewModel()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.present(settings)
        navigator.services.push(DetailViewModel())
        navigator.services.present(LoginViewModel())
        navigator.services.close(settings)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
    }

    @Test func closingAScreenUnderAModalLevelTakesTheModalWithIt() throws {
        let navigator = try makeNavigator()
        let list = ListViewModel()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.push(list)
        navigator.services.present(LoginViewModel())
        let change = try navigator.services.close(list, animated: false).get().change
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
        #expect(change?.removed.map(\.viewModelTypeName) == ["ListViewModel", "LoginViewModel"])
    }

    @Test func closingAScreenOfAnotherTabKeepsTheModalOverTheSelectedTab() throws {
        let navigator = try makeNavigator()
        let detail = DetailViewModel()
        navigator.services.resetRoot(TabsViewModel([HomeViewModel(), ListViewModel()]))
        navigator.services.push(detail)
        navigator.services.selectTab(1)
        navigator.services.present(LoginViewModel())
        navigator.services.close(detail)
        let tabs = navigator.stack.snapshot.levels[0].controllers.map { $0.screens.map(\.viewModelTypeName) }
        #expect(tabs == [["HomeViewModel"], ["ListViewModel"]])
        #expect(navigator.stack.snapshot.names.last == ["LoginViewModel"])
    }

    @Test func theRootScreenAndStrangersCannotBeClosed() throws {
        let navigator = try makeNavigator()
        let home = HomeViewModel()
        let tabs = TabsViewModel([ListViewModel()])
        #expect(navigator.services.close(home).failure == .noRoot)
        navigator.services.resetRoot(home)
        let before = navigator.stack.snapshot
        #expect(navigator.services.close(home).failure == .cannotPopRoot)
        #expect(navigator.services.close(DetailViewModel()).failure == .notInStack)
        #expect(navigator.stack.snapshot == before)
        navigator.services.resetRoot(tabs)
        #expect(navigator.services.close(tabs).failure == .cannotPopRoot)
        #expect(navigator.services.close(navigator.stack.topViewModel!).failure == .cannotPopRoot)
    }
}
