import Testing
import Wayfinder
import WayfinderTesting

/// The shelves in the sidebar, the same screen whatever the instance.
private final class Shelves: ViewModel, Identifiable {
    nonisolated var id: String { "shelves" }  // `Identifiable` asks for it off the main actor
}

/// A book, the same screen as another with the same title.
private final class Book: ViewModel, Identifiable {
    let title: String
    init(_ title: String) { self.title = title }
    nonisolated var id: String { title }
}

private final class NoBook: ViewModel {}
private final class Chapter: ViewModel {}
private final class Authors: ViewModel {}
private final class Settings: ViewModel {}

private final class Library: SplitContainerViewModel {
    func makeColumns() -> SplitColumns { SplitColumns(sidebar: Shelves(), detail: NoBook()) }
}

private final class ThreeColumnLibrary: SplitContainerViewModel {
    func makeColumns() -> SplitColumns { SplitColumns(sidebar: Shelves(), supplementary: Authors(), detail: NoBook()) }
    var initialColumn: SplitColumn { .detail }
}

private final class Tabs: TabContainerViewModel {
    func makeTabs() -> [any ViewModel] { [Shelves()] }
}

@Suite("split containers: columns, focus and the collapsed form")
@MainActor
struct SplitContainerTests {
    private func library() -> TestNavigator {
        let navigator = TestNavigator()
        navigator.services.resetRoot(Library())
        return navigator
    }

    private func names(_ column: SplitColumn, _ navigator: TestNavigator) -> [String] {
        navigator.stack.snapshot.topLevel?.controller(for: column)?.screens.map(\.viewModelTypeName) ?? []
    }

    @Test func aSplitRootLaysOutItsColumnsWithTheSidebarFocused() throws {
        let navigator = library()
        let root = try #require(navigator.stack.snapshot.levels.first)
        #expect(root.split?.columns == [.sidebar, .detail])
        #expect(root.focusedColumn == .sidebar)
        #expect(names(.sidebar, navigator) == ["Shelves"])
        #expect(names(.detail, navigator) == ["NoBook"])
        #expect(navigator.stack.snapshot.topLevel?.focusedColumn == .sidebar)
        #expect(navigator.stack.snapshot.description == """
            root · split Library
              sidebar · nav#1 (focused)
                #1 Shelves
              detail · nav#2
                #2 NoBook
            """)
    }

    @Test func showingInTheDetailReplacesItsScreensFocusesItAndLeavesTheSidebar() throws {
        let navigator = library()
        let pushed = Settings()
        navigator.services.push(pushed)  // on the focused sidebar
        navigator.services.showInColumn(.detail, [Book("Dune")])
        #expect(names(.sidebar, navigator) == ["Shelves", "Settings"])
        #expect(names(.detail, navigator) == ["Book"])
        #expect(navigator.stack.snapshot.topLevel?.focusedColumn == .detail)
        #expect(navigator.stack.contains(pushed))  // the same instance, not recreated

        navigator.services.push(Chapter())  // plain push: on the focused column
        #expect(names(.detail, navigator) == ["Book", "Chapter"])
    }

    @Test func aLinkToWhatTheColumnPartlyShowsPushesOnlyTheRest() throws {
        let navigator = library()
        navigator.services.showInColumn(.detail, [Book("Dune")])
        let detail = navigator.stack.viewModels(of: navigator.stack.snapshot.topLevel?.controller(for: .detail))
        let shown = try #require(detail.first)
        let change = try #require(try navigator.services.showInColumn(.detail, [Book("Dune"), Chapter()]).get().change)
        #expect(change.inserted.map(\.viewModelTypeName) == ["Chapter"])
        #expect(change.removed.isEmpty)
        #expect(navigator.stack.viewModels(of: navigator.stack.snapshot.topLevel?.controller(for: .detail)).first === shown)
    }

    @Test func pushingInAColumnFocusesIt() throws {
        let navigator = TestNavigator()
        navigator.services.resetRoot(ThreeColumnLibrary())
        #expect(navigator.stack.snapshot.topLevel?.focusedColumn == .detail)
        navigator.services.push(Book("Emma"), in: .supplementary)
        #expect(names(.supplementary, navigator) == ["Authors", "Book"])
        #expect(navigator.stack.snapshot.topLevel?.focusedColumn == .supplementary)
        navigator.expectCommands([.sent(.resetRoot(ThreeColumnLibrary.expected())), .sent(.pushInColumn(.supplementary, Book.expected()))])
    }

    @Test func showingInAColumnDismissesWhatIsPresented() throws {
        let navigator = library()
        navigator.services.present(Settings())
        navigator.services.showInColumn(.detail, [Book("Dune")])
        #expect(navigator.stack.snapshot.levels.count == 1)
        #expect(names(.detail, navigator) == ["Book"])
    }

    @Test func collapsedTheSplitShowsOneStackUpToTheFocusedColumn() throws {
        let navigator = library()
        navigator.services.showInColumn(.detail, [Book("Dune"), Chapter()])
        navigator.report(.resizedSplit(collapsed: true))
        let root = try #require(navigator.stack.snapshot.levels.first)
        #expect(root.split?.isCollapsed == true)
        #expect(root.collapsedScreens.map(\.viewModelTypeName) == ["Shelves", "Book", "Chapter"])
        #expect(navigator.stack.snapshot.description.hasPrefix("root · split Library (collapsed)"))
    }

    @Test func popAtAColumnsRootInTheCollapsedSplitGoesBackToTheColumnBefore() throws {
        let navigator = library()
        let book = Book("Dune")
        navigator.services.showInColumn(.detail, [book])
        navigator.report(.resizedSplit(collapsed: true))

        let change = try #require(try navigator.services.pop().get().change)
        #expect(change.removed.isEmpty)  // the detail keeps its screen, shown again when expanded
        #expect(navigator.stack.snapshot.topLevel?.focusedColumn == .sidebar)
        #expect(navigator.stack.snapshot.topLevel?.collapsedScreens.map(\.viewModelTypeName) == ["Shelves"])
        #expect(navigator.stack.contains(book))
        #expect(navigator.services.pop() == .failure(.cannotPopRoot))  // the sidebar's root
    }

    @Test func collapsedCloseAndPopToGoBackAcrossColumnsAsTheBackButtonDoes() throws {
        let navigator = library()
        let settings = Settings()
        navigator.services.push(settings)  // on the sidebar
        let book = Book("Dune")
        navigator.services.showInColumn(.detail, [book, Chapter()])
        navigator.report(.resizedSplit(collapsed: true))

        navigator.services.popTo(settings)  // shown in the one stack, below the detail's screens
        #expect(navigator.stack.snapshot.topLevel?.focusedColumn == .sidebar)
        #expect(names(.detail, navigator) == ["Book", "Chapter"])  // kept for when it expands

        navigator.services.showInColumn(.detail, [book])
        navigator.services.present(Settings())
        navigator.services.close(book)  // the detail's "Done" on a phone
        #expect(navigator.stack.snapshot.levels.count == 1)
        #expect(navigator.stack.snapshot.topLevel?.focusedColumn == .sidebar)
        #expect(navigator.stack.contains(book))
        #expect(navigator.services.close(settings).isSuccess)  // an ordinary close in the sidebar
        #expect(navigator.services.popTo(settings) == .failure(.notInStack))
    }

    @Test func expandedAColumnsRootCannotBeClosedOrPoppedToAcrossColumns() {
        let navigator = library()
        let book = Book("Dune")
        navigator.services.showInColumn(.detail, [book])
        #expect(navigator.services.close(book) == .failure(.cannotPopRoot))
        let shelves = navigator.stack.viewModels(of: navigator.stack.snapshot.topLevel?.controller(for: .sidebar)).first
        #expect(shelves.map { navigator.services.popTo($0) } == .failure(.notInStack))
    }

    @Test func expandedAColumnsRootCannotBePopped() {
        let navigator = library()
        navigator.services.showInColumn(.detail, [Book("Dune")])
        #expect(navigator.services.pop() == .failure(.cannotPopRoot))
        #expect(navigator.stack.snapshot.topLevel?.focusedColumn == .detail)
    }

    @Test func theUsersBackSwipeInTheCollapsedStackMapsToTheColumnItCameFrom() throws {
        let navigator = library()
        navigator.services.push(Settings())
        navigator.services.showInColumn(.detail, [Book("Dune")])
        navigator.report(.resizedSplit(collapsed: true))
        let settings = try #require(navigator.stack.snapshot.topLevel?.controller(for: .sidebar)?.screens.last)

        navigator.report(.popped(to: settings.id))  // back from the book to the sidebar's top
        #expect(navigator.stack.snapshot.topLevel?.focusedColumn == .sidebar)
        #expect(names(.sidebar, navigator) == ["Shelves", "Settings"])
        #expect(names(.detail, navigator) == ["Book"])
    }

    @Test func expandingFocusesTheDetailColumn() {
        let navigator = library()
        navigator.services.showInColumn(.detail, [Book("Dune")])
        navigator.report(.resizedSplit(collapsed: true))
        navigator.services.pop()  // back to the sidebar
        navigator.report(.resizedSplit(collapsed: false))
        #expect(navigator.stack.snapshot.topLevel?.focusedColumn == .detail)
        navigator.services.push(Chapter())  // a link tapped in the book: on the detail
        #expect(names(.detail, navigator) == ["Book", "Chapter"])
    }

    @Test func aSplitMadeAfterACompactReportStartsCollapsed() {
        let navigator = TestNavigator()
        navigator.services.resetRoot(Shelves())
        #expect(navigator.report(.resizedSplit(collapsed: true)).isSuccess)  // no split: remembered
        navigator.services.resetRoot(Library())
        #expect(navigator.stack.snapshot.topLevel?.split?.isCollapsed == true)
    }

    @Test func columnCommandsFailWithoutChangingAnything() {
        let plain = TestNavigator()
        #expect(plain.services.showInColumn(.detail, [Book("Dune")]) == .failure(.noRoot))
        plain.services.resetRoot(Shelves())
        #expect(plain.services.showInColumn(.detail, [Book("Dune")]) == .failure(.noSplit))
        #expect(plain.services.push(Book("Dune"), in: .detail) == .failure(.noSplit))

        let navigator = library()
        let before = navigator.stack.snapshot
        #expect(navigator.services.showInColumn(.supplementary, [Authors()]) == .failure(.noColumn(.supplementary)))
        #expect(navigator.services.push(Authors(), in: .supplementary) == .failure(.noColumn(.supplementary)))
        #expect(navigator.services.showInColumn(.detail, []) == .failure(.emptyStack))
        #expect(navigator.services.showInColumn(.detail, [Tabs()]) == .failure(.tabContainerNotAtRoot(for: "Tabs")))
        #expect(navigator.services.showInColumn(.detail, [Library()]) == .failure(.splitContainerNotAtRoot(for: "Library")))
        let book = Book("Dune")
        #expect(navigator.services.showInColumn(.detail, [book, book]) == .failure(.duplicateViewModel(for: "Book")))
        #expect(navigator.services.selectTab(0) == .failure(.noTabs))
        #expect(navigator.services.showInTab(0, [Shelves()]) == .failure(.noTabs))
        #expect(navigator.stack.snapshot == before)
    }

    @Test func aSplitContainerIsOnlyEverTheRoot() {
        let navigator = TestNavigator()
        navigator.services.resetRoot(Tabs())
        #expect(navigator.services.push(Library()) == .failure(.splitContainerNotAtRoot(for: "Library")))
        #expect(navigator.services.present(Library()) == .failure(.splitContainerNotAtRoot(for: "Library")))
        #expect(navigator.services.resetScreens([Library()]) == .failure(.splitContainerNotAtRoot(for: "Library")))
        #expect(navigator.services.showInTab(0, [Library()]) == .failure(.splitContainerNotAtRoot(for: "Library")))
        #expect(navigator.services.resetStack([Library(), Tabs()]) == .failure(.tabContainerNotAtRoot(for: "Tabs")))
        #expect(navigator.services.resetStack([Tabs(), Library()]) == .failure(.splitContainerNotAtRoot(for: "Library")))
    }

    @Test func aDeepLinkStackGoesOnTheInitialColumn() {
        let navigator = TestNavigator()
        navigator.services.resetStack([ThreeColumnLibrary(), Book("Dune")])
        #expect(names(.detail, navigator) == ["NoBook", "Book"])
        #expect(navigator.stack.snapshot.topLevel?.focusedColumn == .detail)
    }

    @Test func theColumnCommandsCarryTheirColumnOnTheBus() {
        let navigator = library()
        navigator.services.showInColumn(.detail, [Book("Dune")], animated: false)
        navigator.report(.resizedSplit(collapsed: true))
        navigator.expectCommands([
            .sent(.resetRoot(Library.expected())), .sent(.showInColumn(.detail, [Book.expected()], animated: false)),
            .reported(.resizedSplit(collapsed: true)),
        ])
    }
}
