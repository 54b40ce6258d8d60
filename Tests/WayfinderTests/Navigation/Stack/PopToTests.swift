import Testing
import Wayfinder
import WayfinderTesting

@Suite("popTo")
@MainActor
struct PopToTests {
    @Test func popsBackToTheViewModelsScreen() throws {
        let navigator = try makeNavigator()
        let list = ListViewModel()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.push(list)
        navigator.services.push(DetailViewModel(1))
        navigator.services.push(DetailViewModel(2))
        let change = try navigator.services.popTo(list).get().change
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, ListViewModel.self]))
        #expect(navigator.stack.topViewModel === list)
        #expect(change?.removed.count == 2)
    }

    @Test func comparesByIdentityNotByType() throws {
        let navigator = try makeNavigator()
        let first = DetailViewModel(1)
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.push(first)
        navigator.services.push(DetailViewModel(2))
        let before = navigator.stack.snapshot
        #expect(navigator.services.popTo(DetailViewModel(1)).failure == .notInStack)
        #expect(navigator.stack.snapshot == before)
        navigator.services.popTo(first)
        #expect((navigator.stack.topViewModel as? DetailViewModel)?.number == 1)
    }

    @Test func theTopViewModelIsNoChange() throws {
        let navigator = try makeNavigator()
        let list = ListViewModel()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.push(list)
        #expect(try navigator.services.popTo(list).get().change?.isEmpty == true)
    }

    @Test func aViewModelBelowAModalIsNotInTheTopController() throws {
        let navigator = try makeNavigator()
        let home = HomeViewModel()
        navigator.services.resetRoot(home)
        navigator.services.present(LoginViewModel())
        #expect(navigator.services.popTo(home).failure == .notInStack)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self], modals: [[LoginViewModel.self]]))
    }

    @Test func onAnEmptyStackItFails() throws {
        let navigator = try makeNavigator()
        #expect(navigator.services.popTo(HomeViewModel()).failure == .noRoot)
    }
}
