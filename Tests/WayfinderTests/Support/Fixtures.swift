import Foundation
import Wayfinder
import WayfinderTesting

// View models and screens shared by the tests, and the articles' examples: the app's own, written
// against the public API only (CI compiles this file outside the package, with the examples).
// Screens are classes so that tests can hold weak references to them. Helpers only the package's
// tests use are in TestHelpers.swift.

final class HomeViewModel: ViewModel {}
final class ListViewModel: ViewModel {}
final class DetailViewModel: ViewModel {
    let number: Int
    init(_ number: Int = 0) { self.number = number }
}
final class LoginViewModel: ViewModel {}
final class SettingsViewModel: ViewModel {}
final class UnmappedViewModel: ViewModel {}

/// A child that hands back a string.
final class PickerViewModel: ResultProducing {
    let result = ResultChannel<String>()
}

/// A tab container that makes its tabs when asked and keeps no reference to them.
final class TabsViewModel: TabContainerViewModel {
    private let tabs: () -> [any ViewModel]
    let initialTab: Int
    init(_ tabs: @autoclosure @escaping () -> [any ViewModel], initialTab: Int = 0) {
        self.tabs = tabs
        self.initialTab = initialTab
    }
    func makeTabs() -> [any ViewModel] { tabs() }
}

/// A split container of a sidebar (Home) and a detail column (List): the root of the tests that
/// show a route's screen in a column.
final class ReaderSplitViewModel: SplitContainerViewModel {
    func makeColumns() -> SplitColumns { SplitColumns(sidebar: HomeViewModel(), detail: ListViewModel()) }
}

/// A tab container that declares its tabs: one mapped (Home), one not (Unmapped).
final class DeclaredTabsViewModel: TabContainerViewModel {
    static let tabTypes: [any ViewModel.Type]? = [HomeViewModel.self, UnmappedViewModel.self]
    func makeTabs() -> [any ViewModel] { [HomeViewModel(), UnmappedViewModel()] }
}

/// A tab container whose tabs are all mapped.
final class MappedTabsViewModel: TabContainerViewModel {
    static let tabTypes: [any ViewModel.Type]? = [HomeViewModel.self, ListViewModel.self]
    func makeTabs() -> [any ViewModel] { [HomeViewModel(), ListViewModel()] }
}

final class TestScreen<Model: ViewModel>: Screen {
    let viewModel: Model
    init(viewModel: Model) { self.viewModel = viewModel }
}

/// A navigator whose screen map knows every fixture but `UnmappedViewModel`.
///
/// Its timeouts (a renderer's acknowledgement, a guard's) read a manual clock that only a test
/// moves: no verdict depends on how long the machine takes to run a test, however busy it is.
@MainActor
func makeNavigator(clock: any Clock<Duration> = ManualClock()) throws -> Navigator {
    let screens = ScreenMap()
    try screens.register(HomeViewModel.self) { TestScreen(viewModel: $0) }
    try screens.register(ListViewModel.self) { TestScreen(viewModel: $0) }
    try screens.register(DetailViewModel.self) { TestScreen(viewModel: $0) }
    try screens.register(LoginViewModel.self) { TestScreen(viewModel: $0) }
    try screens.register(SettingsViewModel.self) { TestScreen(viewModel: $0) }
    try screens.register(PickerViewModel.self) { TestScreen(viewModel: $0) }
    return Navigator(screens: screens, clock: clock)
}
