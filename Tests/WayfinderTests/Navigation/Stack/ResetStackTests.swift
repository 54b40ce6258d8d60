import Testing
import Wayfinder
import WayfinderTesting

@Suite("resetStack")
@MainActor
struct ResetStackTests {
    @Test func itReplacesEveryLevelWithOneControllerInOneChange() throws {
        let navigator = try makeNavigator()
        let services = navigator.services
        services.resetRoot(HomeViewModel())
        services.present(LoginViewModel())
        var changes = 0
        let subscription = navigator.bus.subscribe { event in
            if case .didPerform = event { changes += 1 }
        }
        let change = try services.resetStack([ListViewModel(), DetailViewModel(1), DetailViewModel(2)]).get().change
        #expect(navigator.stack.snapshot.shape == StackShape([ListViewModel.self, DetailViewModel.self, DetailViewModel.self]))
        #expect(changes == 1)
        #expect(change?.removed.map(\.viewModelTypeName) == ["HomeViewModel", "LoginViewModel"])
        #expect(change?.inserted.map(\.viewModelTypeName) == ["ListViewModel", "DetailViewModel", "DetailViewModel"])
        subscription.cancel()
    }

    @Test func onAnEmptyStackItCreatesTheRoot() throws {
        let navigator = try makeNavigator()
        _ = try navigator.services.resetStack([HomeViewModel(), ListViewModel()]).get()
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, ListViewModel.self]))
    }

    @Test func aTabContainerFirstLaysOutItsTabsAndTheRestGoOnTheInitialTab() throws {
        let navigator = try makeNavigator()
        let tabs = TabsViewModel([HomeViewModel(), ListViewModel()], initialTab: 1)
        _ = try navigator.services.resetStack([tabs, DetailViewModel(1), DetailViewModel(2)]).get()
        let root = try #require(navigator.stack.snapshot.levels.first)
        #expect(root.tabContainerType == TabsViewModel.self && navigator.stack.contains(tabs))
        #expect(root.controllers.map { navigator.stack.viewModels(of: $0).map(typeName) } == [
            ["HomeViewModel"], ["ListViewModel", "DetailViewModel", "DetailViewModel"],
        ])
        #expect((navigator.stack.topViewModel as? DetailViewModel)?.number == 2)
    }

    @Test(arguments: [
        ([] as [String], NavigationError.emptyStack),
        (["Home", "Unmapped"], .noScreen(for: "UnmappedViewModel")),
        (["Home", "Tabs"], .tabContainerNotAtRoot(for: "TabsViewModel")),
        (["Home", "Home"], .duplicateViewModel(for: "HomeViewModel")),
    ])
    func anImpossibleStackFailsAndChangesNothing(_ names: [String], _ error: NavigationError) throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(SettingsViewModel())
        navigator.services.present(LoginViewModel())
        let before = navigator.stack.snapshot
        let home = HomeViewModel()
        let viewModels: [any ViewModel] = names.map { name in
            switch name {
            case "Home": home
            case "Tabs": TabsViewModel([ListViewModel()])
            default: UnmappedViewModel()
            }
        }
        #expect(navigator.services.resetStack(viewModels).failure == error)
        #expect(navigator.stack.snapshot == before)
    }

    @Test func theCommandNamesItsViewModels() {
        let command = NavigationCommand.resetStack([HomeViewModel(), ListViewModel()])
        #expect(command.description == "resetStack([HomeViewModel, ListViewModel])")
        #expect(command.viewModels.count == 2)
        #expect(!command.animated)
    }
}
