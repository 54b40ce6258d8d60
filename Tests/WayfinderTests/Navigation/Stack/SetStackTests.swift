import Testing
import Wayfinder
import WayfinderTesting

@Suite("resetScreens")
@MainActor
struct SetStackTests {
    @Test func replacesTheTopControllersScreensInOneChange() throws {
        let navigator = try makeNavigator()
        let recorder = NavigationRecorder(navigator)
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.push(ListViewModel())
        recorder.clear()
        let change = try navigator.services.resetScreens([HomeViewModel(), DetailViewModel(1), DetailViewModel(2)]).get().change
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, DetailViewModel.self, DetailViewModel.self]))
        #expect(recorder.lines == ["willPerform resetScreens([HomeViewModel, DetailViewModel, DetailViewModel])",
                                 "didPerform resetScreens([HomeViewModel, DetailViewModel, DetailViewModel])"])
        #expect(change?.inserted.count == 3)
        #expect(change?.removed.map(\.viewModelTypeName) == ["HomeViewModel", "ListViewModel"])
    }

    @Test func viewModelsAlreadyInTheControllerKeepTheirScreens() throws {
        let navigator = try makeNavigator()
        let home = HomeViewModel()
        let list = ListViewModel()
        navigator.services.resetRoot(home)
        navigator.services.push(list)
        let ids = try #require(navigator.stack.snapshot.topController?.screens.map(\.id))
        let homeScreen = try #require(navigator.stack.screen(for: ids[0]) as? TestScreen<HomeViewModel>)
        let change = try navigator.services.resetScreens([home, DetailViewModel(), list]).get().change
        let controller = try #require(navigator.stack.snapshot.topController)
        #expect(navigator.stack.screen(for: controller.screens[0].id) as? TestScreen<HomeViewModel> === homeScreen)
        #expect(controller.screens.map(\.id) == [ids[0], ScreenID(rawValue: 3), ids[1]])
        #expect(change?.inserted.map(\.viewModelTypeName) == ["DetailViewModel"])
        #expect(change?.removed == [])
    }

    @Test func insideAModalItReplacesTheModalsScreens() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.present(SettingsViewModel())
        navigator.services.resetScreens([LoginViewModel(), DetailViewModel()])
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self], modals: [[LoginViewModel.self, DetailViewModel.self]]))
    }

    @Test func onAnEmptyStackItCreatesTheRoot() throws {
        let navigator = try makeNavigator()
        navigator.services.resetScreens([HomeViewModel(), ListViewModel()])
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, ListViewModel.self]))
    }

    @Test func anEmptyListIsRefused() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        #expect(navigator.services.resetScreens([]).failure == .emptyStack)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
    }

    @Test func anInstanceListedTwiceOrHeldByAnotherLevelIsRefused() throws {
        let navigator = try makeNavigator()
        let home = HomeViewModel()
        navigator.services.resetRoot(home)
        navigator.services.present(SettingsViewModel())
        let before = navigator.stack.snapshot
        let detail = DetailViewModel()
        #expect(navigator.services.resetScreens([detail, detail]).failure == .duplicateViewModel(for: "DetailViewModel"))
        #expect(navigator.services.resetScreens([LoginViewModel(), home]).failure == .duplicateViewModel(for: "HomeViewModel"))
        #expect(navigator.stack.snapshot == before)
    }

    @Test func aMissingScreenFailsBeforeAnyFactoryRuns() throws {
        let screens = ScreenMap()
        var built = 0
        try screens.register(HomeViewModel.self) { built += 1; return TestScreen(viewModel: $0) }
        let navigator = Navigator(screens: screens)
        navigator.services.resetRoot(HomeViewModel())
        built = 0
        let before = navigator.stack.snapshot
        #expect(navigator.services.resetScreens([HomeViewModel(), UnmappedViewModel()]).failure
            == .noScreen(for: "UnmappedViewModel"))
        #expect(built == 0)
        #expect(navigator.stack.snapshot == before)
    }

    @Test func aTabContainerIsRefused() throws {
        let navigator = try makeNavigator()
        #expect(navigator.services.resetScreens([TabsViewModel([HomeViewModel()])]).failure
            == .tabContainerNotAtRoot(for: "TabsViewModel"))
        #expect(navigator.stack.snapshot.isEmpty)
    }
}
