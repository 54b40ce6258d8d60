import Foundation
import Wayfinder
import WayfinderTesting

// View models and screens shared by the tests. Screens are classes so that tests can hold weak
// references to them.

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

/// A view model's type name, as snapshots print it.
@MainActor
func typeName(_ viewModel: any ViewModel) -> String {
    String(describing: type(of: viewModel))
}

extension StackSnapshot {
    /// The path the user sees, as the testing kit states it: each level's selected navigation
    /// controller, compared by view model type.
    var shape: StackShape { StackShape(self).visiblePath }

    /// The view model type names of each level's selected navigation controller, root first:
    /// `[["HomeViewModel", "ListViewModel"], ["LoginViewModel"]]`.
    var names: [[String]] {
        levels.map { $0.selectedController.screens.map(\.viewModelTypeName) }
    }
}

/// Lets the navigator's work run until it knows nothing can move without the test (see
/// `TestNavigator.settle()`); a failure is recorded if a guard's operation never waits at a point
/// Wayfinder knows.
///
/// - Parameters:
///   - navigator: The navigator to settle.
///   - clock: The manual clock its timeouts read, if it was made with one.
@MainActor
func settle(
    _ navigator: Navigator, clock: ManualClock? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async {
    await navigator.settle(clock: clock, fileID: fileID, filePath: filePath, line: line, column: column)
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }

    var isSuccess: Bool { failure == nil }

    var success: Success? { try? get() }
}

extension RouteOutcome {
    /// The navigation change, when the route navigated and it was performed at once.
    var change: NavigationChange? {
        if case .navigated(let outcome) = self { outcome.change } else { nil }
    }
}

extension NavigationControllerStack {
    /// The view models of a navigation controller of the snapshot, root first (none for `nil`):
    /// each screen the snapshot names, found in the stack.
    func viewModels(of controller: NavigationControllerSnapshot?) -> [any ViewModel] {
        controller?.screens.compactMap { screen(for: $0.id)?.viewModel } ?? []
    }
}

extension RestorationState {
    /// A state as an app reads it back: decoded from JSON, the format the library writes.
    static func decoding(_ json: String) throws -> RestorationState {
        try JSONDecoder().decode(RestorationState.self, from: Data(json.utf8))
    }

    /// A state of plain levels, each given as its screens' URLs, root first.
    static func screens(_ levels: [String]...) throws -> RestorationState {
        let object: [String: Any] = ["version": 1, "levels": levels.map { ["screens": $0] }]
        return try JSONDecoder().decode(RestorationState.self, from: JSONSerialization.data(withJSONObject: object))
    }
}
