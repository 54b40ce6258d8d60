import Foundation
import Testing
import Wayfinder
import WayfinderTesting

// A split app: a library (app://library) whose sidebar and placeholder the container makes, books
// (app://books/:id) shown in the detail column, and notes pushed on a book.

private final class Library: SplitContainerViewModel, Restorable {
    func makeColumns() -> SplitColumns { SplitColumns(sidebar: ShelvesViewModel(), detail: NoBookViewModel()) }
    var restorationURL: URL? { URL(string: "app://library") }
}

private final class ShelvesViewModel: ViewModel {}
private final class NoBookViewModel: ViewModel {}

private final class BookViewModel: Restorable {
    let id: Int
    init(id: Int) { self.id = id }
    var restorationURL: URL? { URL(string: "app://books/\(id)") }
}

private final class NoteViewModel: Restorable {
    var restorationURL: URL? { URL(string: "app://note") }
}

@MainActor
private func makeLibraryApp() throws -> (TestNavigator, Router) {
    let navigator = TestNavigator()
    let router = Router(services: navigator.services)
    try router.register("app://library") { _ in .navigate(.resetRoot(Library())) }
    try router.register("app://books/:id<Int>") { request in
        .navigate(.showInColumn(.detail, [BookViewModel(id: Int(request.match.parameters["id"] ?? "") ?? 0)]))
    }
    try router.register("app://note") { _ in .navigate(.push(NoteViewModel())) }
    return (navigator, router)
}

@Suite("state restoration of a split")
@MainActor
struct SplitRestorationTests {
    @Test func aSplitComesBackWithItsColumnsAndFocusThroughJSON() throws {
        let (navigator, _) = try makeLibraryApp()
        navigator.services.resetRoot(Library())
        navigator.services.showInColumn(.detail, [BookViewModel(id: 7)])
        navigator.services.push(NoteViewModel())
        let capture = navigator.stack.restorationState()
        #expect(capture.issues.isEmpty)
        #expect(try capture.state == .decoding(#"""
            {"version":1,"levels":[{"screens":[],"split":{"container":"app://library","focused":"detail","columns":[
              {"column":"sidebar","pushed":[]},{"column":"detail","root":"app://books/7","pushed":["app://note"]}]}}]}
            """#))
        let json = String(decoding: try JSONEncoder().encode(capture.state), as: UTF8.self)
        #expect(json.contains(#""focused":"detail""#))

        let (relaunched, router) = try makeLibraryApp()
        let report = router.restore(try JSONDecoder().decode(RestorationState.self, from: Data(json.utf8)), origin: .app)
        #expect(report.isComplete)
        relaunched.expectStack(StackShape(
            split: Library.self, columns: [.sidebar: [ShelvesViewModel.self], .detail: [BookViewModel.self, NoteViewModel.self]],
            focused: .detail))
        #expect(relaunched.stack.restorationState() == capture)
    }

    @Test func aColumnRootThatCannotBeSavedIsReportedWithWhatWasPushedOnIt() throws {
        let navigator = TestNavigator()
        navigator.services.resetRoot(Library())
        navigator.services.showInColumn(.detail, [ShelvesViewModel()])  // not restorable, not the container's own
        navigator.services.push(NoteViewModel())
        let capture = navigator.stack.restorationState()
        #expect(try capture.state == .decoding(#"""
            {"version":1,"levels":[{"screens":[],"split":{"container":"app://library","focused":"detail","columns":[
              {"column":"sidebar","pushed":[]},{"column":"detail","pushed":[]}]}}]}
            """#))
        #expect(capture.issues == [
            .notRestorable(viewModel: "ShelvesViewModel", screen: ScreenID(rawValue: 3)), .levelLost(url: "app://note"),
        ])
    }

    @Test func aSplitSavedWithColumnsTheAppNoLongerHasComesBackWithTheOthers() throws {
        let (navigator, router) = try makeLibraryApp()
        navigator.services.resetRoot(ShelvesViewModel())
        let state = try RestorationState.decoding(#"""
            {"version":1,"levels":[{"screens":[],"split":{"container":"app://library","focused":"supplementary","columns":[
              {"column":"sidebar","pushed":["app://note"]},
              {"column":"supplementary","root":"app://books/1","pushed":["app://note"]},
              {"column":"detail","root":"app://books/2","pushed":[]}]}}]}
            """#)
        let report = router.restore(state, origin: .app)
        #expect(report.result.isSuccess)
        #expect(report.issues == [.levelLost(url: "app://books/1"), .levelLost(url: "app://note")])
        navigator.expectStack(StackShape(
            split: Library.self, columns: [.sidebar: [ShelvesViewModel.self, NoteViewModel.self], .detail: [BookViewModel.self]],
            focused: .detail))
    }

    @Test func aColumnWhoseRootCannotComeBackShowsTheContainersOwn() throws {
        let (navigator, router) = try makeLibraryApp()
        navigator.services.resetRoot(ShelvesViewModel())
        let state = try RestorationState.decoding(#"""
            {"version":1,"levels":[{"screens":[],"split":{"container":"app://library","focused":"sidebar","columns":[
              {"column":"detail","root":"app://gone","pushed":["app://note"]}]}}]}
            """#)
        let report = router.restore(state, origin: .app)
        #expect(report.issues == [.unresolved(url: "app://gone", error: .noRoute("app://gone"))])
        navigator.expectStack(StackShape(
            split: Library.self, columns: [.sidebar: [ShelvesViewModel.self], .detail: [NoBookViewModel.self, NoteViewModel.self]],
            focused: .sidebar))
    }

    @Test func aLayoutNamingAColumnTheSplitHasNotFailsAndChangesNothing() throws {
        let navigator = TestNavigator()
        navigator.services.resetRoot(ShelvesViewModel())
        let before = navigator.stack.snapshot
        let layout = StackLayout(levels: [.split(Library(), columns: [.supplementary: .onRoot([])], focused: .sidebar)])
        #expect(navigator.services.restore(layout) == .failure(.noColumn(.supplementary)))
        let misplaced = StackLayout(levels: [.stack([ShelvesViewModel()]), .split(Library(), columns: [:], focused: .sidebar)])
        #expect(navigator.services.restore(misplaced) == .failure(.splitContainerNotAtRoot(for: "Library")))
        #expect(navigator.stack.snapshot == before)
    }

    @Test func aLinkLandsInItsColumn() throws {
        let (navigator, router) = try makeLibraryApp()
        navigator.services.resetRoot(Library())
        _ = router.openInternal("app://books/3")
        navigator.expectStack(StackShape(
            split: Library.self, columns: [.sidebar: [ShelvesViewModel.self], .detail: [BookViewModel.self]], focused: .detail))
    }
}
