import Testing
import Wayfinder
import WayfinderTesting

/// Every removing command releases the screens and view models it removes: after it, only the
/// test's weak references point at them, and they read `nil`.
@Suite("nothing leaks")
@MainActor
struct LeakTests {
    /// Weak references to a view model and to the screen the stack built for it.
    private struct Watched {
        weak var viewModel: DetailViewModel?
        weak var screen: TestScreen<DetailViewModel>?
        var isReleased: Bool { viewModel == nil && screen == nil }
    }

    /// Builds `[Home, List]` and pushes or presents a watched detail view model whose only strong
    /// reference is then the stack's; a recorder also observes, as it would in a real test.
    private func navigatorWithWatchedDetail(presented: Bool = false) throws -> (Navigator, Watched, NavigationRecorder) {
        let navigator = try makeNavigator()
        let recorder = NavigationRecorder(navigator)
        navigator.services.resetRoot(HomeViewModel())
        navigator.services.push(ListViewModel())
        var watched = Watched()
        do {
            let detail = DetailViewModel()
            watched.viewModel = detail
            if presented { navigator.services.present(detail) } else { navigator.services.push(detail) }
            watched.screen = navigator.stack.topScreen as? TestScreen<DetailViewModel>
        }
        #expect(watched.viewModel != nil && watched.screen != nil)
        return (navigator, watched, recorder)
    }

    @Test func pop() throws {
        let (navigator, watched, _) = try navigatorWithWatchedDetail()
        navigator.services.pop()
        #expect(watched.isReleased)
    }

    @Test func popToRoot() throws {
        let (navigator, watched, _) = try navigatorWithWatchedDetail()
        navigator.services.popToRoot()
        #expect(watched.isReleased)
    }

    @Test func popTo() throws {
        let (navigator, watched, _) = try navigatorWithWatchedDetail()
        let home = try #require(navigator.stack.viewModels(of: navigator.stack.snapshot.topController).first)
        navigator.services.popTo(home)
        #expect(watched.isReleased)
    }

    @Test func resetScreens() throws {
        let (navigator, watched, _) = try navigatorWithWatchedDetail()
        navigator.services.resetScreens([SettingsViewModel()])
        #expect(watched.isReleased)
    }

    @Test func dismiss() throws {
        let (navigator, watched, _) = try navigatorWithWatchedDetail(presented: true)
        navigator.services.dismiss()
        #expect(watched.isReleased)
    }

    @Test func resetRoot() throws {
        let (navigator, watched, _) = try navigatorWithWatchedDetail(presented: true)
        navigator.services.resetRoot(HomeViewModel())
        #expect(watched.isReleased)
    }

    @Test func userDidPop() throws {
        let (navigator, watched, _) = try navigatorWithWatchedDetail()
        let list = try #require(navigator.stack.snapshot.topController?.screens[1].id)
        navigator.report(.popped(to: list))
        #expect(watched.isReleased)
    }

    @Test func aDismissalTheUserReported() throws {
        let (navigator, watched, _) = try navigatorWithWatchedDetail(presented: true)
        let modal = try #require(navigator.stack.snapshot.topController?.id)
        navigator.report(.dismissed(modal))
        #expect(watched.isReleased)
    }

    @Test func aFailedCommandKeepsNothing() throws {
        let navigator = try makeNavigator()
        weak var weakUnmapped: UnmappedViewModel?
        do {
            let unmapped = UnmappedViewModel()
            weakUnmapped = unmapped
            navigator.services.resetRoot(unmapped)
        }
        #expect(weakUnmapped == nil)
    }

    @Test func aRootTabContainerIsReleasedWhenReplaced() throws {
        let navigator = try makeNavigator()
        weak var weakTabs: TabsViewModel?
        weak var weakTab: ListViewModel?
        do {
            let tab = ListViewModel()
            let tabs = TabsViewModel([tab])
            weakTabs = tabs
            weakTab = tab
            navigator.services.resetRoot(tabs)
        }
        #expect(weakTabs != nil)
        navigator.services.resetRoot(HomeViewModel())
        #expect(weakTabs == nil && weakTab == nil)
    }

    @Test func setStackOnATabReleasesTheTabsRoot() throws {
        let navigator = try makeNavigator()
        navigator.services.resetRoot(TabsViewModel([HomeViewModel(), ListViewModel()]))
        weak let weakHome = navigator.stack.topViewModel as? HomeViewModel
        #expect(weakHome != nil)
        navigator.services.resetScreens([SettingsViewModel()])
        #expect(weakHome == nil)
        #expect(navigator.stack.snapshot.levels.first?.controllers.map(\.count) == [1, 1])
    }

    @Test func theChangeNamesTheReleasedScreens() throws {
        let (navigator, _, recorder) = try navigatorWithWatchedDetail()
        let detailID = try #require(navigator.stack.snapshot.topScreen?.id)
        navigator.services.popToRoot()
        #expect(recorder.changes.last?.removed.map(\.id) == [ScreenID(rawValue: 2), detailID])
    }

    /// The view models a command removes are released bottom first, as they were stacked,
    /// whether the command removes one or several.
    @Test(arguments: [1, 3, 20])
    func removedViewModelsAreReleasedInStackOrder(count: Int) throws {
        final class Counted: ViewModel {
            let number: Int
            let log: ReleaseLog
            init(_ number: Int, _ log: ReleaseLog) { (self.number, self.log) = (number, log) }
            deinit { log.numbers.append(number) }
        }
        final class ReleaseLog: @unchecked Sendable { var numbers: [Int] = [] }
        let screens = ScreenMap()
        try screens.register(HomeViewModel.self) { TestScreen(viewModel: $0) }
        try screens.register(Counted.self) { TestScreen(viewModel: $0) }
        let navigator = Navigator(screens: screens)
        let log = ReleaseLog()
        navigator.services.resetRoot(HomeViewModel())
        for number in 1...count { navigator.services.push(Counted(number, log)) }
        navigator.services.popToRoot()
        #expect(log.numbers == Array(1...count))
        for number in 1...count { navigator.services.present(Counted(number, log)) }
        log.numbers = []
        navigator.services.resetRoot(HomeViewModel())
        #expect(log.numbers == Array(1...count))
    }
}
