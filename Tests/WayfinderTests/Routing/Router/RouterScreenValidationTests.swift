import Foundation
import Testing
import Wayfinder

// Router.validateScreens(in:): every view model a route, the web pages, the fallback or a tab
// container declares has a screen, and what declares nothing is reported as unchecked. The tab
// containers that declare their tabs are fixtures (Support/Fixtures.swift): the module host's
// check uses them too.

/// A split container that declares its columns: one mapped (List), one not (Unmapped).
final class DeclaredSplitViewModel: SplitContainerViewModel {
    static let columnTypes: [any ViewModel.Type]? = [ListViewModel.self, UnmappedViewModel.self]
    func makeColumns() -> SplitColumns { SplitColumns(sidebar: ListViewModel(), detail: UnmappedViewModel()) }
}

/// A split container that declares nothing.
final class UndeclaredSplitViewModel: SplitContainerViewModel {
    func makeColumns() -> SplitColumns { SplitColumns(sidebar: ListViewModel(), detail: HomeViewModel()) }
}

final class OtherPageViewModel: ViewModel {
    let url: URL
    init(url: URL) { self.url = url }
}

@Suite("Router: checking the screens of routes")
@MainActor
struct RouterScreenValidationTests {
    struct Detail: Decodable { let number: Int }

    @Test func aRouteWhoseViewModelHasNoScreenIsReported() throws {
        let (navigator, router) = try makeRouter()
        try router.register("app://detail/:number<Int>", shows: [DetailViewModel.self]) { (detail: Detail, _) in .navigate(.push(DetailViewModel(detail.number))) }
        try router.register("app://orphan", shows: [UnmappedViewModel.self]) { _ in .navigate(.present(UnmappedViewModel())) }
        try router.register("app://both", shows: [ListViewModel.self, UnmappedViewModel.self]) { _ in .handled }
        let missing = router.validateScreens(in: navigator.screens)
        #expect(missing == [
            MissingScreen(viewModel: "UnmappedViewModel", neededBy: .route("app://orphan")),
            MissingScreen(viewModel: "UnmappedViewModel", neededBy: .route("app://both")),
        ])
        #expect(missing.first?.description == "UnmappedViewModel has no screen; needed by route app://orphan")
        #expect(missing.allSatisfy { !$0.isUnchecked })
        #expect(router.openInternal("app://orphan").failure == .navigationFailed(.noScreen(for: "UnmappedViewModel")))
    }

    @Test func aRouteThatDeclaresNothingIsReportedUnchecked() throws {
        let (navigator, router) = try makeRouter()
        try router.register("app://legacy/:id") { _ in .navigate(.push(UnmappedViewModel())) }
        try router.register("app://count", shows: []) { _ in .value(1) }
        try router.register("app://typed/:number", shows: [DetailViewModel.self]) { (detail: Detail, _) in
            .navigate(.push(DetailViewModel(detail.number)))
        }
        let missing = router.validateScreens(in: navigator.screens)
        #expect(missing == [MissingScreen(viewModel: nil, neededBy: .route("app://legacy/:id"))])
        #expect(missing.first?.isUnchecked == true)
        #expect(missing.first?.description == "route app://legacy/:id does not declare the view models it shows; not checked")
    }

    @Test func theWebPagesAndTheFallbackAreChecked() throws {
        let navigator = try makeNavigator()
        let router = Router(services: navigator.services)
        router.setWebPages()
        router.setFallback { _ in .handled }
        #expect(router.validateScreens(in: navigator.screens) == [
            MissingScreen(viewModel: "WebPageViewModel", neededBy: .webPages),
            MissingScreen(viewModel: nil, neededBy: .fallback),
        ])
        router.setWebPages(presentation: .present) { OtherPageViewModel(url: $0) }
        router.setFallback(shows: [HomeViewModel.self]) { _ in .navigate(.resetRoot(HomeViewModel())) }
        #expect(router.validateScreens(in: navigator.screens) == [
            MissingScreen(viewModel: "OtherPageViewModel", neededBy: .webPages),
        ])
        try navigator.screens.register(OtherPageViewModel.self) { TestScreen(viewModel: $0) }
        #expect(router.validateScreens(in: navigator.screens).isEmpty)
    }

    @Test func aTabContainerIsCheckedByItsTabsAndOnce() throws {
        let (navigator, router) = try makeRouter()
        try router.register("app://home", shows: [DeclaredTabsViewModel.self]) { _ in .navigate(.resetRoot(DeclaredTabsViewModel())) }
        try router.register("app://home/again", shows: [DeclaredTabsViewModel.self, DetailViewModel.self]) { _ in
            .navigate(.resetStack([DeclaredTabsViewModel(), DetailViewModel()]))
        }
        try router.register("app://undeclared", shows: [TabsViewModel.self]) { _ in .navigate(.resetRoot(TabsViewModel([HomeViewModel()]))) }
        let missing = router.validateScreens(in: navigator.screens)
        #expect(missing == [
            MissingScreen(viewModel: "UnmappedViewModel", neededBy: .tabContainer("DeclaredTabsViewModel")),
            MissingScreen(viewModel: nil, neededBy: .tabContainer("TabsViewModel")),
        ])
        #expect(missing.map(\.description) == [
            "UnmappedViewModel has no screen; needed by tab container DeclaredTabsViewModel",
            "tab container TabsViewModel does not declare the view models it shows; not checked",
        ])
    }

    @Test func aSplitContainerIsCheckedByItsColumnsOrReportedUnchecked() throws {
        let (navigator, router) = try makeRouter()
        try router.register("app://split", shows: [DeclaredSplitViewModel.self]) { _ in .navigate(.resetRoot(DeclaredSplitViewModel())) }
        try router.register("app://other", shows: [UndeclaredSplitViewModel.self]) { _ in .navigate(.resetRoot(UndeclaredSplitViewModel())) }
        let missing = router.validateScreens(in: navigator.screens)
        #expect(missing == [
            MissingScreen(viewModel: "UnmappedViewModel", neededBy: .splitContainer("DeclaredSplitViewModel")),
            MissingScreen(viewModel: nil, neededBy: .splitContainer("UndeclaredSplitViewModel")),
        ])
        #expect(missing.first?.description.hasSuffix("needed by split container DeclaredSplitViewModel") == true)
    }

    @Test func aCompleteRouterReportsNothing() throws {
        let (navigator, router) = try makeRouter()
        try router.register("app://home", shows: [MappedTabsViewModel.self]) { _ in .navigate(.resetRoot(MappedTabsViewModel())) }
        try router.register("app://detail/:number<Int>", shows: [DetailViewModel.self]) { (detail: Detail, _) in .navigate(.push(DetailViewModel(detail.number))) }
        try router.register("app://login", shows: [LoginViewModel.self]) { _ in .navigate(.present(LoginViewModel())) }
        router.setWebPages()
        #expect(router.validateScreens(in: navigator.screens).isEmpty)
        // A fallback screen does not count: the check reads the map's entries.
        let placeholders = ScreenMap { viewModel in TestScreen(viewModel: HomeViewModel()) }
        #expect(router.validateScreens(in: placeholders).count == 5)
    }
}
