import Foundation
import Testing
import Wayfinder
import WayfinderTesting

@Suite("showing a route's screen in a column: web pages, presentations")
@MainActor
struct ColumnPresentationTests {
    @Test func webPagesCanOpenInTheDetailColumn() throws {
        let navigator = try makeNavigator()
        try navigator.screens.register(WebPageViewModel.self) { TestScreen(viewModel: $0) }
        navigator.services.resetRoot(ReaderSplitViewModel())
        let router = Router(services: navigator.services)
        router.setWebPages(presentation: .column(.detail))
        _ = router.openInternal("https://swift.org")
        #expect(navigator.stack.snapshot.topLevel?.controller(for: .detail)?.screens.map(\.viewModelTypeName) == ["WebPageViewModel"])
        #expect(RouteDestination.show(HomeViewModel(), as: .column(.sidebar)).isShowInColumn)
    }
}

extension RouteDestination {
    /// Whether the destination shows its screens in a column.
    fileprivate var isShowInColumn: Bool {
        if case .navigate(.showInColumn) = self { true } else { false }
    }
}
