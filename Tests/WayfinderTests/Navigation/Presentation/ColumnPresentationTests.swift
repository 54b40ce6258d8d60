import Foundation
import Testing
import Wayfinder
import WayfinderTesting

private final class Reader: SplitContainerViewModel {
    func makeColumns() -> SplitColumns { SplitColumns(sidebar: HomeViewModel(), detail: ListViewModel()) }
}

@Suite("showing a route's screen in a column: manifests, web pages, presentations")
@MainActor
struct ColumnPresentationTests {
    @Test func aManifestRouteLandsInItsColumn() throws {
        let manifest = try Manifest.decode(Data(#"""
            {"name": "Reader", "routes": [
              {"pattern": "app://article", "viewModel": "Detail", "presentation": "column"},
              {"pattern": "app://topics", "viewModel": "Settings", "presentation": "column", "column": "sidebar"}]}
            """#.utf8), file: "reader.json")
        #expect(manifest.routes.map(\.presentation) == [.column(.detail), .column(.sidebar)])
        var catalog = ManifestCatalog()
        catalog.viewModel("Detail") { _ in DetailViewModel() }
        catalog.viewModel("Settings") { _ in SettingsViewModel() }
        let host = ModuleHost(navigator: try makeNavigator())
        host.navigator.services.resetRoot(Reader())
        try host.add(manifests: [manifest], catalog: catalog)
        #expect(host.start().isEmpty)
        _ = try host.openInternal("app://article").openedResult.get()
        let root = try #require(host.navigator.stack.snapshot.topLevel)
        #expect(root.controller(for: .detail)?.screens.map(\.viewModelTypeName) == ["DetailViewModel"])
        #expect(root.controller(for: .sidebar)?.screens.map(\.viewModelTypeName) == ["HomeViewModel"])
        #expect(root.focusedColumn == .detail)
    }

    @Test(arguments: [
        (#"{"pattern": "app://x", "viewModel": "Home", "column": "detail"}"#, "expected no column: only a route shown in a column"),
        (#"{"pattern": "app://x", "viewModel": "Home", "presentation": "column", "column": "middle"}"#,
         "expected middle is not a column"),
    ])
    func aManifestColumnThatCannotApplyIsReportedWithItsKeyPath(_ route: String, _ problem: String) {
        do {
            _ = try Manifest.decode(Data(#"{"name": "A", "routes": [\#(route)]}"#.utf8), file: "columns.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.keyPath == "routes[0].column")
            #expect(error.problem.description.hasPrefix(problem), "\(error)")
        }
    }

    @Test func webPagesCanOpenInTheDetailColumn() throws {
        let navigator = try makeNavigator()
        try navigator.screens.register(WebPageViewModel.self) { TestScreen(viewModel: $0) }
        navigator.services.resetRoot(Reader())
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
