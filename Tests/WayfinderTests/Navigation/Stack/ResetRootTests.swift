import Testing
import Wayfinder
import WayfinderTesting

@Suite("resetRoot")
@MainActor
struct ResetRootTests {
    @Test func onAnEmptyStackItCreatesTheRoot() throws {
        let navigator = try makeNavigator()
        let home = HomeViewModel()
        let change = try navigator.services.resetRoot(home).get().change
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
        #expect(navigator.stack.topViewModel === home)
        #expect(change?.before == .empty)
        #expect(change?.inserted.map(\.viewModelTypeName) == ["HomeViewModel"])
        #expect(change?.removed == [])
    }

    @Test func itReleasesEveryLevelAndLeavesOneController() throws {
        let navigator = try makeNavigator()
        let services = navigator.services
        services.resetRoot(HomeViewModel())
        services.push(ListViewModel())
        services.present(LoginViewModel())
        services.push(DetailViewModel())
        let before = navigator.stack.snapshot
        let change = try services.resetRoot(SettingsViewModel()).get().change
        #expect(navigator.stack.snapshot.shape == StackShape([SettingsViewModel.self]))
        #expect(navigator.stack.snapshot.levels.count == 1)
        #expect(change?.before == before)
        #expect(change?.removed.map(\.viewModelTypeName) == ["HomeViewModel", "ListViewModel", "LoginViewModel", "DetailViewModel"])
        #expect(navigator.stack.snapshot.topController?.id != before.levels[0].selectedController.id)
    }

    @Test func theSameViewModelCanBecomeTheRootAgain() throws {
        let navigator = try makeNavigator()
        let home = HomeViewModel()
        navigator.services.resetRoot(home)
        navigator.services.push(ListViewModel())
        #expect(navigator.services.resetRoot(home).isSuccess)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
        #expect(navigator.stack.contains(home))
    }

    @Test func withoutAScreenItFailsAndChangesNothing() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.present(LoginViewModel())
        let before = navigator.stack.snapshot
        #expect(navigator.services.resetRoot(UnmappedViewModel()).failure == .noScreen(for: "UnmappedViewModel"))
        #expect(navigator.stack.snapshot == before)
    }
}
