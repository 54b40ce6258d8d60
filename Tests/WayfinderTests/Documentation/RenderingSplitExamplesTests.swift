import Testing
import Wayfinder

// The Rendering article's split views ("Split views"), run: the collapsed form the adapters'
// articles' UIKit and SwiftUI examples take on a phone.

extension RenderingArticle {
    // The time limit catches a hang, not slowness: a busy machine may take minutes.
    @Suite("Rendering article: split views", .timeLimit(.minutes(10)))
    @MainActor
    struct SplitTests {
        @Test func theCollapsedSplitStacksTheColumnsUpToTheFocusedOne() throws {
            let navigator = try makeLibraryNavigator()
            let library = LibraryViewModel(services: navigator.services)
            navigator.services.resetRoot(library)
            navigator.report(.resizedSplit(collapsed: true))  // a phone's width, as the renderer reports it
            let stacked = { navigator.stack.snapshot.topLevel?.collapsedScreens.map(\.viewModelTypeName) }
            #expect(stacked() == ["ShelvesViewModel"])  // the sidebar is focused

            library.shelves.didSelect("Dune")  // the detail column, focused: on top of the sidebar
            #expect(stacked() == ["ShelvesViewModel", "BookViewModel"])

            navigator.services.push(ReviewsViewModel(title: "Dune"))  // a plain push: on the focused column
            #expect(stacked() == ["ShelvesViewModel", "BookViewModel", "ReviewsViewModel"])

            let list = try #require(navigator.stack.snapshot.topLevel?.controller(for: .sidebar)?.topScreen)
            navigator.report(.popped(to: list.id))  // the user went back to the list, as the renderer reports it
            #expect(stacked() == ["ShelvesViewModel"])
            #expect(navigator.stack.snapshot.topLevel?.focusedColumn == .sidebar)
        }

        @Test func anExpandedSplitShowsEachColumnAndKeepsTheDetail() throws {
            let navigator = try makeLibraryNavigator()
            let library = LibraryViewModel(services: navigator.services)
            navigator.services.resetRoot(library)
            #expect(navigator.stack.snapshot.topLevel?.focusedColumn == .sidebar)
            #expect(names(in: .detail, of: navigator) == ["NoBookViewModel"])

            library.shelves.didSelect("Emma")
            library.shelves.didSelect("Dune")  // the detail column's screens become these
            #expect(names(in: .detail, of: navigator) == ["BookViewModel"])
            #expect(navigator.stack.snapshot.topLevel?.focusedColumn == .detail)

            navigator.report(.resizedSplit(collapsed: true))
            let list = try #require(navigator.stack.snapshot.topLevel?.controller(for: .sidebar)?.topScreen)
            navigator.report(.popped(to: list.id))
            navigator.report(.resizedSplit(collapsed: false))  // wider again: the book is still there
            #expect(names(in: .detail, of: navigator) == ["BookViewModel"])
            #expect(navigator.stack.snapshot.topLevel?.split?.isCollapsed == false)
        }

        /// The view-model types of a column's screens, root first.
        private func names(in column: SplitColumn, of navigator: Navigator) -> [String]? {
            navigator.stack.snapshot.topLevel?.controller(for: column)?.screens.map(\.viewModelTypeName)
        }
    }
}
