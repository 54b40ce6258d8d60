import RepositoriesFeature
import SampleApp
import SampleShell
import Testing
import Wayfinder
import WayfinderComponents

/// The iOS apps' start-up check: each app makes its screens from ``SampleScreenCatalog`` and
/// runs the library's check (`Router.validateScreens(in:)`) over the catalog's types rather than
/// over the navigator's screen map (`SampleComposition.missingScreens(shownBy:)`). What the apps
/// show and what their launch checks are one list; these tests check that list, on Linux.
@Suite("iOS screen catalog")
@MainActor
struct SampleScreenCatalogTests {
    @Test func everyViewModelARouteTheManifestTheTabsOrTheColumnsShowIsInTheCatalog() throws {
        let sample = try SampleComposition(allowedSourceApps: nil, shownTypes: SampleScreenCatalog.shownTypes)
        #expect(sample.missingScreens(shownBy: SampleScreenCatalog.shownTypes) == [])
    }

    @Test func theCatalogHasEveryScreenTheModulesRegisterForTheTerminal() throws {
        let app = try SampleApp()
        let catalog = Set(SampleScreenCatalog.shownTypes.map { String(describing: $0) })
        let registered = app.host.modules.flatMap { app.host.provisions(of: $0.name) }.compactMap { provision -> String? in
            if case .screen(let name) = provision { return name }
            return nil
        }
        #expect(!registered.isEmpty)
        #expect(Set(registered).subtracting(catalog) == [])
        // …and nothing the terminal has no screen for (the Settings manifest's pages included).
        for type in SampleScreenCatalog.shownTypes {
            #expect(app.navigator.screens.unregister(type), "\(type) is in the catalog but not in the terminal's screen map")
        }
    }

    @Test func aViewModelMissingFromTheAppNamesTheRoutesThatShowIt() throws {
        let shown = SampleScreenCatalog.shownTypes.filter { ObjectIdentifier($0) != ObjectIdentifier(RepositoryViewModel.self) }
        let sample = try SampleComposition(allowedSourceApps: nil, shownTypes: SampleScreenCatalog.shownTypes)
        #expect(sample.missingScreens(shownBy: shown).map(\.description) == [
            "RepositoryViewModel has no screen; needed by route sample://repos/:name",
            "RepositoryViewModel has no screen; needed by route sample://repos/:name/issues/:number<Int>",
        ])
    }

    @Test func aColumnMissingFromTheAppIsFoundThroughTheBrowser() throws {
        let shown = SampleScreenCatalog.shownTypes.filter { ObjectIdentifier($0) != ObjectIdentifier(RepositorySidebarViewModel.self) }
        let sample = try SampleComposition(allowedSourceApps: nil, shownTypes: SampleScreenCatalog.shownTypes)
        let missing = sample.missingScreens(shownBy: shown)
        #expect(missing.map(\.viewModel) == ["RepositorySidebarViewModel"])
        #expect(missing.map(\.neededBy) == [.splitContainer("RepositoryBrowserViewModel")])
    }

    @Test func anAppMissingAViewModelRefusesToStartWithTheList() {
        let shown = SampleScreenCatalog.shownTypes.filter { ObjectIdentifier($0) != ObjectIdentifier(WebPageViewModel.self) }
        #expect {
            _ = try SampleComposition(allowedSourceApps: nil, shownTypes: shown)
        } throws: { error in
            (error as? SampleStartError)?.description == "WebPageViewModel has no screen; needed by the web pages"
        }
    }

    @Test func anIPadStartsOnTheRepositoryBrowser() throws {
        let sample = try SampleComposition(allowedSourceApps: nil, shownTypes: SampleScreenCatalog.shownTypes)
        try sample.showStart(onBrowser: true)
        let root = try #require(sample.navigator.stack.snapshot.levels.first)
        #expect(root.split?.containerType == RepositoryBrowserViewModel.self)
    }

    @Test func aStartWhoseBrowserLinkDoesNotOpenShowsTheTabBar() throws {
        let sample = try SampleComposition(allowedSourceApps: nil, shownTypes: SampleScreenCatalog.shownTypes)
        #expect(sample.router.unregister("sample://browse"))
        try sample.showStart(onBrowser: true)
        let root = try #require(sample.navigator.stack.snapshot.levels.first)
        #expect(root.split == nil)
        #expect(root.tabContainerType.map { String(describing: $0) } == "HomeViewModel")  // the tab bar
    }
}
