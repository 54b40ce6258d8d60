import Testing
import Wayfinder
import WayfinderTesting

@Suite("present and dismiss")
@MainActor
struct PresentDismissTests {
    @Test func presentAddsALevelWithTheViewModelAsRoot() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let login = LoginViewModel()
        let change = try navigator.services.present(login).get().change
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self], modals: [[LoginViewModel.self]]))
        #expect(navigator.stack.snapshot.levels.count == 2)
        #expect(navigator.stack.topViewModel === login)
        #expect(change?.inserted.map(\.viewModelTypeName) == ["LoginViewModel"])
    }

    @Test func presentStacksLevels() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.present(LoginViewModel())
        navigator.services.present(SettingsViewModel())
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self], modals: [[LoginViewModel.self], [SettingsViewModel.self]]))
    }

    @Test func presentWithoutARootFails() throws {
        let navigator = try makeNavigator()
        #expect(navigator.services.present(LoginViewModel()).failure == .noRoot)
        #expect(navigator.stack.snapshot.isEmpty)
    }

    @Test func presentWithoutAScreenFailsAndChangesNothing() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let before = navigator.stack.snapshot
        #expect(navigator.services.present(UnmappedViewModel()).failure == .noScreen(for: "UnmappedViewModel"))
        #expect(navigator.stack.snapshot == before)
    }

    @Test func presentOfAnInstanceInTheStackOrOfTabsIsRefused() throws {
        let navigator = try makeNavigator()
        let home = HomeViewModel()
        navigator.services.resetRoot(home)
        #expect(navigator.services.present(home).failure == .duplicateViewModel(for: "HomeViewModel"))
        #expect(navigator.services.present(TabsViewModel([ListViewModel()])).failure
            == .tabContainerNotAtRoot(for: "TabsViewModel"))
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
    }

    @Test func dismissClosesExactlyOneLevelWithAllItsScreens() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.present(LoginViewModel())
        navigator.services.present(SettingsViewModel())
        navigator.services.push(DetailViewModel())
        let change = try navigator.services.dismiss().get().change
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self], modals: [[LoginViewModel.self]]))
        #expect(change?.removed.map(\.viewModelTypeName) == ["SettingsViewModel", "DetailViewModel"])
    }

    @Test func dismissWithOnlyTheRootFailsAndChangesNothing() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.push(ListViewModel())
        let before = navigator.stack.snapshot
        #expect(navigator.services.dismiss().failure == .nothingToDismiss)
        #expect(navigator.stack.snapshot == before)
    }

    @Test func dismissOnAnEmptyStackFails() throws {
        let navigator = try makeNavigator()
        #expect(navigator.services.dismiss().failure == .noRoot)
    }

    @Test func eachModalLevelHasItsOwnController() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.present(LoginViewModel())
        let ids = navigator.stack.snapshot.levels.map(\.selectedController.id)
        #expect(ids == [NavigationControllerID(rawValue: 1), NavigationControllerID(rawValue: 2)])
    }
}
