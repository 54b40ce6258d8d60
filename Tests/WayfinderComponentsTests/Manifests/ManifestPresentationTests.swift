import Foundation
import Testing
import Wayfinder
import WayfinderComponents

/// A manifest's route presented in a style or shown in a column of the root split, and the
/// styles and columns that cannot apply, reported with their key paths (WayfinderTests'
/// PresentationStyleTests and ColumnPresentationTests have the rest).
@Suite("manifests: presentation styles and columns")
@MainActor
struct ManifestPresentationTests {
    @Test func aManifestRoutePresentsInItsStyle() throws {
        let manifest = try Manifest.decode(Data(#"""
            {"name": "Filters", "routes": [
              {"pattern": "app://filters", "viewModel": "Login", "presentation": "present", "style": "sheet(medium, large)"},
              {"pattern": "app://plain", "viewModel": "Settings", "presentation": "present"}]}
            """#.utf8), file: "filters.json")
        #expect(manifest.description.split(separator: "\n").dropFirst() == [
            "route app://filters → Login (present(sheet(medium, large)))", "route app://plain → Settings (present)",
        ])
        var catalog = ManifestCatalog()
        catalog.viewModel("Login") { _ in LoginViewModel() }
        catalog.viewModel("Settings") { _ in SettingsViewModel() }
        let host = try startedHost(manifest, catalog, over: HomeViewModel())
        _ = try host.openInternal("app://filters").openedResult.get()
        #expect(host.navigator.stack.snapshot.levels.last?.presentation == .sheet(detents: [.medium, .large]))
    }

    @Test func aManifestRouteLandsInItsColumn() throws {
        let manifest = try Manifest.decode(Data(#"""
            {"name": "Reader", "routes": [
              {"pattern": "app://article", "viewModel": "Detail", "presentation": "column"},
              {"pattern": "app://topics", "viewModel": "Settings", "presentation": "column", "column": "sidebar"}]}
            """#.utf8), file: "reader.json")
        #expect(manifest.description.split(separator: "\n").dropFirst() == [
            "route app://article → Detail (column(detail))", "route app://topics → Settings (column(sidebar))",
        ])
        var catalog = ManifestCatalog()
        catalog.viewModel("Detail") { _ in DetailViewModel() }
        catalog.viewModel("Settings") { _ in SettingsViewModel() }
        let host = try startedHost(manifest, catalog, over: ReaderSplitViewModel())
        _ = try host.openInternal("app://article").openedResult.get()
        let root = try #require(host.navigator.stack.snapshot.topLevel)
        #expect(root.controller(for: .detail)?.screens.map(\.viewModelTypeName) == ["DetailViewModel"])
        #expect(root.controller(for: .sidebar)?.screens.map(\.viewModelTypeName) == ["HomeViewModel"])
        #expect(root.focusedColumn == .detail)
    }

    @Test(arguments: [
        (#"{"pattern": "app://x", "viewModel": "Home", "style": "sheet"}"#, "style", "expected no style: only a presented route"),
        (#"{"pattern": "app://x", "viewModel": "Home", "presentation": "present", "style": "drawer"}"#, "style",
         "expected a presentation style"),
        (#"{"pattern": "app://x", "viewModel": "Home", "column": "detail"}"#, "column",
         "expected no column: only a route shown in a column"),
        (#"{"pattern": "app://x", "viewModel": "Home", "presentation": "column", "column": "middle"}"#, "column",
         "expected middle is not a column"),
    ])
    func aStyleOrColumnThatCannotApplyIsReportedWithItsKeyPath(_ route: String, _ key: String, _ problem: String) {
        do {
            _ = try Manifest.decode(Data(#"{"name": "A", "routes": [\#(route)]}"#.utf8), file: "routes.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.keyPath == "routes[0].\(key)")
            #expect(error.problem.description.hasPrefix(problem), "\(error)")
        }
    }

    /// A started module host over `root`, with `manifest` and its catalog.
    private func startedHost(_ manifest: Manifest, _ catalog: ManifestCatalog, over root: some ViewModel) throws -> ModuleHost {
        let host = ModuleHost(navigator: try makeNavigator())
        host.navigator.services.resetRoot(root)
        try host.add(manifests: [manifest], catalog: catalog)
        #expect(host.start().isEmpty)
        return host
    }
}
