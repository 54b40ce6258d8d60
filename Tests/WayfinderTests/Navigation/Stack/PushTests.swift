import Testing
import Wayfinder
import WayfinderTesting

@Suite("push")
@MainActor
struct PushTests {
    @Test func pushesOnTheTopController() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let list = ListViewModel()
        let change = try navigator.services.push(list).get().change
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, ListViewModel.self]))
        #expect(navigator.stack.topViewModel === list)
        #expect(change?.inserted.map(\.viewModelTypeName) == ["ListViewModel"])
        #expect(change?.after == navigator.stack.snapshot)
    }

    @Test func insideAModalItPushesOnTheModalController() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.present(SettingsViewModel())
        navigator.services.push(DetailViewModel())
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self], modals: [[SettingsViewModel.self, DetailViewModel.self]]))
    }

    @Test func withoutARootItFails() throws {
        let navigator = try makeNavigator()
        #expect(navigator.services.push(ListViewModel()).failure == .noRoot)
        #expect(navigator.stack.snapshot == .empty)
    }

    @Test func withoutAScreenItFailsAndChangesNothing() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let before = navigator.stack.snapshot
        #expect(navigator.services.push(UnmappedViewModel()).failure == .noScreen(for: "UnmappedViewModel"))
        #expect(navigator.stack.snapshot == before)
    }

    @Test func anInstanceAlreadyInTheStackIsRefused() throws {
        let navigator = try makeNavigator()
        let home = HomeViewModel()
        navigator.services.resetRoot(home)
        navigator.services.present(LoginViewModel())
        let before = navigator.stack.snapshot
        #expect(navigator.services.push(home).failure == .duplicateViewModel(for: "HomeViewModel"))
        #expect(navigator.stack.snapshot == before)
        #expect(navigator.services.push(HomeViewModel()).isSuccess)
    }

    @Test func aTabContainerCannotBePushed() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let tabs = TabsViewModel([ListViewModel()])
        #expect(navigator.services.push(tabs).failure == .tabContainerNotAtRoot(for: "TabsViewModel"))
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
    }

    @Test func screensAreNumberedInCreationOrder() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.push(ListViewModel())
        navigator.services.pop()
        navigator.services.push(DetailViewModel())
        #expect(navigator.stack.snapshot.topController?.screens.map(\.id) == [ScreenID(rawValue: 1), ScreenID(rawValue: 3)])
    }
}
