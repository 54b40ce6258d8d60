import Wayfinder

/// The smallest view model and screen: the bus benchmarks measure Wayfinder, not the app.
final class BenchViewModel: ViewModel {}

struct BenchScreen: Screen {
    let viewModel: BenchViewModel
}

/// A navigator with the bench screen mapped, one interceptor that lets everything through and
/// one observer: the path `services.push` → interceptors → screen map → stack → observer.
@MainActor
final class BenchNavigator {
    let navigator: Navigator
    private var subscriptions: [NavigationSubscription] = []
    private(set) var events = 0

    init() throws {
        let screens = ScreenMap()
        try screens.register(BenchViewModel.self) { BenchScreen(viewModel: $0) }
        navigator = Navigator(screens: screens)
        subscriptions.append(navigator.bus.addInterceptor { _ in .proceed })
        subscriptions.append(navigator.bus.subscribe { [unowned self] _ in events &+= 1 })
        navigator.services.resetRoot(BenchViewModel())
    }

    var services: any NavigationServices { navigator.services }
}

/// A root split of two columns of bench view models.
final class BenchSplit: SplitContainerViewModel {
    let sidebar = BenchViewModel()
    func makeColumns() -> SplitColumns { SplitColumns(sidebar: sidebar, detail: BenchViewModel()) }
}

/// A tab's root that a link finds already there (an equal identity).
final class BenchTabRoot: ViewModel, Identifiable {
    let tab: Int
    init(tab: Int) { self.tab = tab }
    nonisolated var id: Int { tab }
}

struct BenchTabRootScreen: Screen {
    let viewModel: BenchTabRoot
}

/// A root of three tabs, each a ``BenchTabRoot``.
final class BenchTabs: TabContainerViewModel {
    func makeTabs() -> [any ViewModel] { (0..<3).map(BenchTabRoot.init) }
}
