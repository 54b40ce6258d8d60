import Testing
import Wayfinder

@Suite("snapshots")
@MainActor
struct SnapshotTests {
    @Test func anEmptyStackPrintsAsSuch() throws {
        let navigator = try makeNavigator()
        #expect(navigator.stack.snapshot.description == "(empty stack)")
        #expect(navigator.stack.snapshot.isEmpty)
        #expect(navigator.stack.snapshot.topScreen == nil)
    }

    @Test func levelsAndScreensPrintAsAnOutline() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.push(ListViewModel())
        navigator.services.present(LoginViewModel())
        navigator.services.push(DetailViewModel())
        #expect(navigator.stack.snapshot.description == """
            root · nav#1
              #1 HomeViewModel
              #2 ListViewModel
            modal 1 · nav#2
              #3 LoginViewModel
              #4 DetailViewModel
            """)
    }

    @Test func tabsPrintEveryTabAndTheSelection() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(TabsViewModel([HomeViewModel(), ListViewModel()], initialTab: 1))
        navigator.services.present(SettingsViewModel())
        #expect(navigator.stack.snapshot.description == """
            root · tabs TabsViewModel
              tab 0 · nav#1
                #1 HomeViewModel
              tab 1 · nav#2 (selected)
                #2 ListViewModel
            modal 1 · nav#3
              #3 SettingsViewModel
            """)
    }

    @Test func equalStatesCompareEqualAndDifferentOnesDoNot() throws {
        let first = try makeNavigator()
        let second = try makeNavigator()
        for navigator in [first, second] {
            navigator.services.resetRoot(HomeViewModel())
            navigator.services.push(ListViewModel())
        }
        #expect(first.stack.snapshot == second.stack.snapshot)
        second.services.pop()
        #expect(first.stack.snapshot != second.stack.snapshot)
        second.services.push(ListViewModel())
        #expect(first.stack.snapshot != second.stack.snapshot, "the new screen has another identifier")
    }

    @Test func anOldSnapshotKeepsItsState() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let before = navigator.stack.snapshot
        navigator.services.push(ListViewModel())
        navigator.services.present(LoginViewModel())
        #expect(before.levels.count == 1)
        #expect(before.topScreen?.viewModelType == HomeViewModel.self)
        #expect(before.topScreen?.screenType == TestScreen<HomeViewModel>.self)
        #expect(navigator.stack.snapshot.levels.count == 2)
    }

    @Test func aDeepStackKeepsEveryScreenAndReleasesThemAll() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        weak var deepestViewModel: DetailViewModel?
        for number in 1...100_000 {
            let detail = DetailViewModel(number)
            navigator.services.push(detail, animated: false)
            deepestViewModel = detail
        }
        let deep = navigator.stack.snapshot
        #expect(deep.topController?.count == 100_001)
        #expect(deep.topController?.screens.last?.id == ScreenID(rawValue: 100_001))
        #expect(deepestViewModel?.number == 100_000)
        let change = try navigator.services.popToRoot().get().change
        #expect(change?.removed.count == 100_000)
        #expect(change?.before == deep)
        #expect(deepestViewModel == nil)
        #expect(deep.topController?.count == 100_001, "a snapshot is a value: popping does not change it")
    }
}
