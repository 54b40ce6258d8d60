import Testing
import Wayfinder
import WayfinderTesting

@Suite("pop and popToRoot")
@MainActor
struct PopTests {
    @Test func popDropsTheTopScreen() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.push(ListViewModel())
        let change = try navigator.services.pop().get().change
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
        #expect(change?.removed.map(\.viewModelTypeName) == ["ListViewModel"])
        #expect(change?.inserted == [])
    }

    @Test func popOfTheRootScreenFailsAndChangesNothing() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let before = navigator.stack.snapshot
        #expect(navigator.services.pop().failure == .cannotPopRoot)
        #expect(navigator.stack.snapshot == before)
    }

    @Test func popInsideAModalPopsTheModalControllerOnly() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.push(ListViewModel())
        navigator.services.present(SettingsViewModel())
        navigator.services.push(DetailViewModel())
        navigator.services.pop()
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, ListViewModel.self], modals: [[SettingsViewModel.self]]))
        #expect(navigator.services.pop().failure == .cannotPopRoot)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, ListViewModel.self], modals: [[SettingsViewModel.self]]))
    }

    @Test func popOnAnEmptyStackFails() throws {
        let navigator = try makeNavigator()
        #expect(navigator.services.pop().failure == .noRoot)
        #expect(navigator.services.popToRoot().failure == .noRoot)
    }

    @Test func popToRootKeepsOnlyTheFirstScreen() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.push(ListViewModel())
        navigator.services.push(DetailViewModel(1))
        navigator.services.push(DetailViewModel(2))
        let change = try navigator.services.popToRoot().get().change
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
        #expect(change?.removed.map(\.viewModelTypeName) == ["ListViewModel", "DetailViewModel", "DetailViewModel"])
    }

    @Test func popToRootAtTheRootSucceedsWithoutChange() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let before = navigator.stack.snapshot
        let change = try navigator.services.popToRoot().get().change
        #expect(change?.isEmpty == true)
        #expect(navigator.stack.snapshot == before)
    }

    @Test func popToRootNeverClosesAModal() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.present(SettingsViewModel())
        navigator.services.push(DetailViewModel())
        navigator.services.popToRoot()
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self], modals: [[SettingsViewModel.self]]))
        navigator.services.popToRoot()
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self], modals: [[SettingsViewModel.self]]))
    }
}
