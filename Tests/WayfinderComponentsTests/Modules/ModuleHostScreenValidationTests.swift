import Foundation
import Testing
import Wayfinder
import WayfinderComponents

// ModuleHost.validateScreens(): the modules' routes, the manifests' routes (by file and key path)
// and the tab containers they show, checked against the navigator's screen map at start-up.

@Suite("ModuleHost: checking the screens of an app")
@MainActor
struct ModuleHostScreenValidationTests {
    struct Detail: Decodable { let id: Int }

    /// Routes in code: a detail (mapped), the home tabs (one tab unmapped unless `complete`).
    final class CodeModule: Module {
        let name = "Code"
        let complete: Bool

        init(complete: Bool) {
            self.complete = complete
        }

        func register(in registrar: ModuleRegistrar) throws {
            try registrar.route("app://detail/:id<Int>", shows: [DetailViewModel.self]) { (detail: Detail, _) in .navigate(.push(DetailViewModel(detail.id))) }
            if complete {
                try registrar.route("app://home", shows: [MappedTabsViewModel.self]) { _ in .navigate(.resetRoot(MappedTabsViewModel())) }
            } else {
                try registrar.route("app://home", shows: [DeclaredTabsViewModel.self]) { _ in .navigate(.resetRoot(DeclaredTabsViewModel())) }
            }
        }
    }

    private let manifest = """
        { "name": "Account", "routes": [
            { "pattern": "app://login", "viewModel": "Login", "presentation": "present" },
            { "pattern": "app://legacy", "viewModel": "Legacy" },
            { "pattern": "app://orphan", "viewModel": "Orphan" }
        ] }
        """

    private func catalog(complete: Bool) -> ManifestCatalog {
        var catalog = ManifestCatalog()
        catalog.viewModel("Login") { _ in LoginViewModel() }
        if complete {
            catalog.viewModel("Legacy", shows: [ListViewModel.self, HomeViewModel.self]) { _ in ListViewModel() }
            catalog.viewModel("Orphan") { _ in SettingsViewModel() }
        } else {
            catalog.viewModel("Legacy", shows: nil) { _ in ListViewModel() }
            catalog.viewModel("Orphan") { _ in UnmappedViewModel() }
        }
        return catalog
    }

    private func app(complete: Bool) throws -> ModuleHost {
        let host = ModuleHost(navigator: try makeNavigator())
        try host.add(CodeModule(complete: complete))
        try host.add(
            manifests: [Manifest.decode(Data(manifest.utf8), file: "account.json")], catalog: catalog(complete: complete))
        #expect(host.start().isEmpty)
        return host
    }

    @Test func missingScreensNameTheRouteTheManifestEntryOrTheTabs() throws {
        let missing = try app(complete: false).validateScreens()
        #expect(missing == [
            MissingScreen(viewModel: nil, neededBy: .manifestRoute(file: "account.json", keyPath: "routes[1].viewModel")),
            MissingScreen(viewModel: "UnmappedViewModel", neededBy: .manifestRoute(file: "account.json", keyPath: "routes[2].viewModel")),
            MissingScreen(viewModel: "UnmappedViewModel", neededBy: .tabContainer("DeclaredTabsViewModel")),
        ])
        #expect(missing.map(\.description) == [
            "account.json routes[1].viewModel does not declare the view models it shows; not checked",
            "UnmappedViewModel has no screen; needed by account.json routes[2].viewModel",
            "UnmappedViewModel has no screen; needed by tab container DeclaredTabsViewModel",
        ])
    }

    @Test func aCompleteAppReportsNothing() throws {
        let host = try app(complete: true)
        #expect(host.validateScreens().isEmpty)
    }

    @Test func aScreenRegisteredLaterIsFound() throws {
        let host = try app(complete: false)
        try host.navigator.screens.register(UnmappedViewModel.self) { TestScreen(viewModel: $0) }
        #expect(host.validateScreens() == [
            MissingScreen(viewModel: nil, neededBy: .manifestRoute(file: "account.json", keyPath: "routes[1].viewModel")),
        ])
    }
}
