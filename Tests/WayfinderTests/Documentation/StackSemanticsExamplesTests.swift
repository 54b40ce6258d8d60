import Testing
import Wayfinder
import WayfinderTesting

@Suite("Stack semantics article")
@MainActor
struct StackSemanticsExamplesTests {
    @Test func aFailedCommandChangesNothing() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(HomeViewModel())
        let before = navigator.stack.snapshot

        // UnmappedViewModel has no screen: no factory runs, ListViewModel is not shown either.
        let result = navigator.services.resetScreens([ListViewModel(), UnmappedViewModel()])

        #expect(result == .failure(.noScreen(for: "UnmappedViewModel")))
        #expect(navigator.stack.snapshot == before)
    }

    @Test func oneInstanceHasOnePlace() throws {
        let navigator = try makeNavigator()
        let detail = DetailViewModel()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.push(detail)

        #expect(navigator.services.push(detail) == .failure(.duplicateViewModel(for: "DetailViewModel")))
        #expect(navigator.services.present(detail) == .failure(.duplicateViewModel(for: "DetailViewModel")))
    }

    @Test func setStackKeepsTheScreensItCanKeep() throws {
        let navigator = try makeNavigator()
        let home = HomeViewModel()
        navigator.services.resetRoot(home)
        navigator.services.push(ListViewModel())

        navigator.services.resetScreens([home, DetailViewModel(1), DetailViewModel(2)])

        #expect(navigator.stack.snapshot.description == """
            root · nav#1
              #1 HomeViewModel
              #3 DetailViewModel
              #4 DetailViewModel
            """)
    }

    @Test func closeTakesEverythingAbove() throws {
        let navigator = try makeNavigator()
        let list = ListViewModel()
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.push(list)
        navigator.services.push(DetailViewModel())
        navigator.services.present(SettingsViewModel())

        let change = try navigator.services.close(list).get().change

        #expect(change?.removed.map(\.viewModelTypeName) == ["ListViewModel", "DetailViewModel", "SettingsViewModel"])
        #expect(navigator.stack.snapshot.description == """
            root · nav#1
              #1 HomeViewModel
            """)
    }

    @Test func tabsAreLaidOutAtTheRoot() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(MainTabsViewModel())
        navigator.services.push(DetailViewModel())      // on the selected tab, tab 0
        navigator.services.present(SettingsViewModel())
        navigator.services.selectTab(1)                 // under the modal level

        #expect(navigator.stack.snapshot.description == """
            root · tabs MainTabsViewModel
              tab 0 · nav#1
                #1 HomeViewModel
                #3 DetailViewModel
              tab 1 · nav#2 (selected)
                #2 ListViewModel
            modal 1 · nav#3
              #4 SettingsViewModel
            """)
        #expect(navigator.services.push(MainTabsViewModel())
            == .failure(.tabContainerNotAtRoot(for: "MainTabsViewModel")))
    }

    @Test func aSplitFocusesOneColumnAndCollapsesIntoOneStack() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(MailSplitViewModel())        // the sidebar is focused
        navigator.services.showInColumn(.detail, [DetailViewModel()])  // selecting in the sidebar
        navigator.services.push(SettingsViewModel())              // on the focused detail column
        navigator.report(.resizedSplit(collapsed: true))             // a compact width
        navigator.services.popToRoot()
        navigator.services.pop()                                  // past the detail's root: the sidebar

        #expect(navigator.stack.snapshot.description == """
            root · split MailSplitViewModel (collapsed)
              sidebar · nav#1 (focused)
                #1 HomeViewModel
              detail · nav#2
                #3 DetailViewModel
            """)
        #expect(navigator.stack.snapshot.topLevel?.collapsedScreens.map(\.viewModelTypeName) == ["HomeViewModel"])
    }

    @Test func anEmptyStackHasNoRoot() throws {
        let navigator = try makeNavigator()

        #expect(navigator.services.push(DetailViewModel()) == .failure(.noRoot))
        #expect(throws: Never.self) { try navigator.services.resetScreens([HomeViewModel(), DetailViewModel()]).get() }
        navigator.expectStack([HomeViewModel.self, DetailViewModel.self])
    }
}
