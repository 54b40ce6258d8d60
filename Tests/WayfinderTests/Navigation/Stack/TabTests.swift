import Testing
import Wayfinder
import WayfinderTesting

@Suite("tabs")
@MainActor
struct TabTests {
    private func tabbedNavigator(initialTab: Int = 0) throws -> (Navigator, TabsViewModel) {
        let navigator = try makeNavigator()
        let tabs = TabsViewModel([HomeViewModel(), ListViewModel(), SettingsViewModel()], initialTab: initialTab)
        _ = try navigator.services.resetRoot(tabs).get()
        return (navigator, tabs)
    }

    @Test func aRootTabContainerHoldsOneControllerPerTab() throws {
        let (navigator, tabs) = try tabbedNavigator(initialTab: 1)
        let root = try #require(navigator.stack.snapshot.levels.first)
        #expect(root.tabContainerType == TabsViewModel.self)
        #expect(root.controllers.map { navigator.stack.viewModels(of: $0).map(typeName) } == [["HomeViewModel"], ["ListViewModel"], ["SettingsViewModel"]])
        #expect(root.selectedIndex == 1)
        #expect(navigator.stack.topViewModel === navigator.stack.viewModels(of: root.controllers[1]).last)
        #expect(navigator.stack.snapshot.levels.count == 1)
        #expect(navigator.stack.contains(tabs))
    }

    @Test func pushPopAndPopToRootActOnTheSelectedTab() throws {
        let (navigator, _) = try tabbedNavigator()
        navigator.services.selectTab(1)
        navigator.services.push(DetailViewModel(1))
        navigator.services.push(DetailViewModel(2))
        navigator.services.pop()
        #expect(navigator.stack.snapshot.levels.first?.controllers.map(\.count) == [1, 2, 1])
        navigator.services.popToRoot()
        #expect(navigator.stack.snapshot.levels.first?.controllers.map(\.count) == [1, 1, 1])
    }

    @Test func eachTabKeepsItsOwnStackWhenSwitching() throws {
        let (navigator, _) = try tabbedNavigator()
        navigator.services.push(DetailViewModel())
        navigator.services.selectTab(2)
        #expect(navigator.stack.topViewModel is SettingsViewModel)
        navigator.services.selectTab(0)
        #expect(navigator.stack.topViewModel is DetailViewModel)
    }

    @Test func aModalAboveTabsTakesThePushes() throws {
        let (navigator, _) = try tabbedNavigator()
        navigator.services.present(LoginViewModel())
        navigator.services.push(DetailViewModel())
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self], modals: [[LoginViewModel.self, DetailViewModel.self]]))
        navigator.services.selectTab(1)
        #expect(navigator.stack.topViewModel is DetailViewModel)
        navigator.services.dismiss()
        #expect(navigator.stack.topViewModel is ListViewModel)
    }

    @Test func selectingTheSelectedTabIsNoChange() throws {
        let (navigator, _) = try tabbedNavigator()
        #expect(try navigator.services.selectTab(0).get().change?.isEmpty == true)
    }

    @Test func selectTabFailsWithoutTabsOrOutOfRange() throws {
        let (navigator, _) = try tabbedNavigator()
        let before = navigator.stack.snapshot
        #expect(navigator.services.selectTab(3).failure == .tabOutOfRange(index: 3, count: 3))
        #expect(navigator.services.selectTab(-1).failure == .tabOutOfRange(index: -1, count: 3))
        #expect(navigator.stack.snapshot == before)

        let plain = try makeNavigator()
        #expect(plain.services.selectTab(0).failure == .noRoot)
        plain.services.resetRoot(HomeViewModel())
        #expect(plain.services.selectTab(0).failure == .noTabs)
    }

    @Test func invalidTabContainersAreRefusedAndChangeNothing() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let before = navigator.stack.snapshot
        let shared = ListViewModel()
        #expect(navigator.services.resetRoot(TabsViewModel([])).failure == .noTabs)
        #expect(navigator.services.resetRoot(TabsViewModel([ListViewModel()], initialTab: 1)).failure
            == .tabOutOfRange(index: 1, count: 1))
        #expect(navigator.services.resetRoot(TabsViewModel([shared, shared])).failure
            == .duplicateViewModel(for: "ListViewModel"))
        #expect(navigator.services.resetRoot(TabsViewModel([TabsViewModel([ListViewModel()])])).failure
            == .tabContainerNotAtRoot(for: "TabsViewModel"))
        #expect(navigator.services.resetRoot(TabsViewModel([ListViewModel(), UnmappedViewModel()])).failure
            == .noScreen(for: "UnmappedViewModel"))
        #expect(navigator.stack.snapshot == before)
    }

    @Test func theSnapshotShowsEveryTab() throws {
        let (navigator, _) = try tabbedNavigator()
        navigator.services.push(DetailViewModel())
        let root = try #require(navigator.stack.snapshot.levels.first)
        #expect(root.tabContainerType == TabsViewModel.self)
        #expect(root.controllers.map { $0.screens.map(\.viewModelTypeName) }
            == [["HomeViewModel", "DetailViewModel"], ["ListViewModel"], ["SettingsViewModel"]])
    }

    @Test func resetRootReplacesTheTabs() throws {
        let (navigator, tabs) = try tabbedNavigator()
        navigator.services.resetRoot(HomeViewModel())
        #expect(navigator.stack.snapshot.levels.first?.tabContainerType == nil)
        #expect(!navigator.stack.contains(tabs))
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self]))
    }
}
