import Testing
import Wayfinder

@Suite("restore (a whole layout in one change)")
@MainActor
struct RestoreLayoutTests {
    @Test func laysOutTabsPushedScreensAndModalLevelsInOneChange() throws {
        let navigator = try makeNavigator()
        var changes = 0
        let subscription = navigator.bus.subscribe { if case .didPerform = $0 { changes += 1 } }
        navigator.services.resetRoot(LoginViewModel())
        changes = 0
        let layout = StackLayout(levels: [
            .tabs(TabsViewModel([HomeViewModel(), ListViewModel()]), pushed: [[], [DetailViewModel(1), DetailViewModel(2)]], selected: 1),
            .stack([SettingsViewModel(), DetailViewModel(3)]),
        ])
        let change = try navigator.services.restore(layout).get().change
        #expect(changes == 1)
        let snapshot = navigator.stack.snapshot
        #expect(snapshot.levels[0].controllers.map { $0.screens.map(\.viewModelTypeName) } == [
            ["HomeViewModel"], ["ListViewModel", "DetailViewModel", "DetailViewModel"],
        ])
        #expect(snapshot.levels[0].selectedIndex == 1)
        #expect(snapshot.names.last == ["SettingsViewModel", "DetailViewModel"])
        #expect(change?.removed.map(\.viewModelTypeName) == ["LoginViewModel"])
        #expect(change?.inserted.count == 6)
        // The instances on screen may be laid out again: they replace themselves.
        #expect(navigator.services.restore(layout).isSuccess)
        #expect(navigator.stack.snapshot.names == snapshot.names)
        subscription.cancel()
    }

    @Test func anImpossibleLayoutChangesNothing() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let before = navigator.stack.snapshot
        let detail = DetailViewModel()
        let refusals: [(StackLayout, NavigationError)] = [
            (StackLayout(levels: []), .emptyStack),
            (StackLayout(levels: [.stack([])]), .emptyStack),
            (StackLayout(levels: [.stack([HomeViewModel()]), .tabs(TabsViewModel([ListViewModel()]), pushed: [], selected: 0)]),
             .tabContainerNotAtRoot(for: "TabsViewModel")),
            (StackLayout(levels: [.stack([detail]), .stack([detail])]), .duplicateViewModel(for: "DetailViewModel")),
            (StackLayout(levels: [.stack([HomeViewModel(), UnmappedViewModel()])]), .noScreen(for: "UnmappedViewModel")),
            (StackLayout(levels: [.tabs(TabsViewModel([ListViewModel()]), pushed: [], selected: 1)]),
             .tabOutOfRange(index: 1, count: 1)),
            (StackLayout(levels: [.tabs(TabsViewModel([ListViewModel()]), pushed: [[], []], selected: 0)]),
             .tabOutOfRange(index: 1, count: 1)),
            (StackLayout(levels: [.tabs(TabsViewModel([]), pushed: [], selected: 0)]), .noTabs),
            (StackLayout(levels: [.stack([HomeViewModel(), TabsViewModel([ListViewModel()])])]),
             .tabContainerNotAtRoot(for: "TabsViewModel")),
        ]
        for (layout, error) in refusals {
            #expect(navigator.services.restore(layout).failure == error)
            #expect(navigator.stack.snapshot == before)
        }
    }

    @Test func describesItselfInCommands() throws {
        let command = NavigationCommand.restore(StackLayout(levels: [
            .tabs(TabsViewModel([HomeViewModel()]), pushed: [[ListViewModel()]], selected: 0), .stack([LoginViewModel()]),
        ]))
        #expect(command.description == "restore(TabsViewModel{[ListViewModel]} tab 0 | [LoginViewModel])")
        #expect(command.viewModels.count == 3)
        #expect(!command.animated)
    }
}
