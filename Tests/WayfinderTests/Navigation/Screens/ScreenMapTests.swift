import Testing
import Wayfinder

@Suite("ScreenMap")
@MainActor
struct ScreenMapTests {
    @Test func factoryReceivesTheConcreteViewModel() throws {
        let screens = ScreenMap()
        var received: DetailViewModel?
        try screens.register(DetailViewModel.self) { viewModel in
            received = viewModel
            return TestScreen(viewModel: viewModel)
        }
        let navigator = Navigator(screens: screens)
        let detail = DetailViewModel(7)
        navigator.services.resetRoot(detail)
        #expect(received === detail)
        #expect(navigator.stack.topScreen is TestScreen<DetailViewModel>)
    }

    @Test func aListOfScreensGetsEachTypesFactoryAndNoneRunsWhenOneIsMissing() throws {
        let screens = ScreenMap()
        var made: [String] = []
        try screens.register(ListViewModel.self) { viewModel in
            made.append("list")
            return TestScreen(viewModel: viewModel)
        }
        try screens.register(DetailViewModel.self) { viewModel in
            made.append("detail")
            return TestScreen(viewModel: viewModel)
        }
        let navigator = Navigator(screens: screens)
        // Runs of one type, then another, then the first again: each gets its own type's factory.
        let models: [any ViewModel] = [ListViewModel(), ListViewModel(), DetailViewModel(1), ListViewModel()]
        #expect(navigator.services.resetStack(models).isSuccess)
        #expect(made == ["list", "list", "detail", "list"])
        #expect(navigator.stack.snapshot.topLevel?.selectedController.screens.map(\.viewModelTypeName)
            == ["ListViewModel", "ListViewModel", "DetailViewModel", "ListViewModel"])
        // A missing mapping anywhere, even after a run of mapped ones: no factory runs.
        made = []
        let missing: [any ViewModel] = [ListViewModel(), ListViewModel(), UnmappedViewModel(), DetailViewModel(2)]
        #expect(navigator.services.resetStack(missing) == .failure(.noScreen(for: "UnmappedViewModel")))
        #expect(made.isEmpty)
    }

    @Test func registeringATypeTwiceIsRefusedAndKeepsTheFirstFactory() throws {
        let screens = ScreenMap()
        try screens.register(HomeViewModel.self) { TestScreen(viewModel: $0) }
        #expect(throws: ScreenMapError.alreadyRegistered(viewModel: "HomeViewModel")) {
            try screens.register(HomeViewModel.self, name: "Other") { _ in TestScreen(viewModel: ListViewModel()) }
        }
        #expect(screens.names == ["HomeViewModel"])
        let navigator = Navigator(screens: screens)
        navigator.services.resetRoot(HomeViewModel())
        #expect(navigator.stack.topScreen is TestScreen<HomeViewModel>)
    }

    @Test func aNameTakenByAnotherTypeIsRefused() throws {
        let screens = ScreenMap()
        try screens.register(HomeViewModel.self, name: "home") { TestScreen(viewModel: $0) }
        #expect(throws: ScreenMapError.nameTaken("home", byViewModel: "HomeViewModel")) {
            try screens.register(ListViewModel.self, name: "home") { TestScreen(viewModel: $0) }
        }
        #expect(screens.entry(for: ListViewModel.self) == nil)
    }

    @Test func entriesAreFoundByTypeAndByName() throws {
        let screens = ScreenMap()
        try screens.register(HomeViewModel.self) { TestScreen(viewModel: $0) }
        try screens.register(LoginViewModel.self, name: "login") { TestScreen(viewModel: $0) }
        #expect(screens.names == ["HomeViewModel", "login"])
        #expect(screens.entry(named: "HomeViewModel")?.viewModelType == HomeViewModel.self)
        #expect(screens.entry(named: "login")?.viewModelType == LoginViewModel.self)
        #expect(screens.entry(for: LoginViewModel.self)?.name == "login")
        #expect(screens.entry(named: "LoginViewModel") == nil)
        #expect(screens.entry(for: UnmappedViewModel.self) == nil)
    }

    @Test func nestedTypesThatShareAShortNameGetDistinctDefaultNames() throws {
        let screens = ScreenMap()
        try screens.register(SettingsFeature.Model.self) { TestScreen(viewModel: $0) }
        try screens.register(ProfileFeature.Model.self) { TestScreen(viewModel: $0) }
        #expect(screens.names == ["ProfileFeature.Model", "SettingsFeature.Model"])
        #expect(screens.entry(named: "SettingsFeature.Model")?.viewModelType == SettingsFeature.Model.self)
    }

    @Test func anEntryBuildsScreensForItsTypeOnly() throws {
        let screens = ScreenMap()
        try screens.register(HomeViewModel.self) { TestScreen(viewModel: $0) }
        let entry = try #require(screens.entry(named: "HomeViewModel"))
        let home = HomeViewModel()
        #expect(entry.makeScreen(for: home)?.viewModel === home)
        #expect(entry.makeScreen(for: ListViewModel()) == nil)
    }

    @Test func anUnmappedViewModelFailsWithItsTypeName() throws {
        let navigator = Navigator(screens: ScreenMap())
        #expect(navigator.services.resetRoot(UnmappedViewModel()).failure == .noScreen(for: "UnmappedViewModel"))
        #expect(navigator.stack.snapshot.isEmpty)
    }

    @Test func registrationAfterTheNavigatorExistsIsSeenByIt() throws {
        let screens = ScreenMap()
        let navigator = Navigator(screens: screens)
        #expect(navigator.services.resetRoot(HomeViewModel()).failure == .noScreen(for: "HomeViewModel"))
        try screens.register(HomeViewModel.self) { TestScreen(viewModel: $0) }
        #expect(navigator.services.resetRoot(HomeViewModel()).isSuccess)
    }

    @Test func aSubclassNeedsItsOwnRegistration() throws {
        let screens = ScreenMap()
        try screens.register(BaseViewModel.self) { TestScreen(viewModel: $0) }
        let navigator = Navigator(screens: screens)
        #expect(navigator.services.resetRoot(DerivedViewModel()).failure == .noScreen(for: "DerivedViewModel"))
        try screens.register(DerivedViewModel.self) { TestScreen(viewModel: $0) }
        #expect(navigator.services.resetRoot(DerivedViewModel()).isSuccess)
    }
}

enum SettingsFeature { final class Model: ViewModel {} }
enum ProfileFeature { final class Model: ViewModel {} }

class BaseViewModel: ViewModel {}
final class DerivedViewModel: BaseViewModel {}

@Suite("Screen")
@MainActor
struct ScreenTests {
    @Test func aGenericScreenIsBuiltFromAnyViewModel() {
        func placeholder<Model: ViewModel>(for viewModel: Model) -> any Screen {
            TestScreen(viewModel: viewModel)
        }
        let home = HomeViewModel()
        let erased: any ViewModel = home
        let screen = placeholder(for: erased)
        #expect(screen.viewModel === home)
        #expect(screen is TestScreen<HomeViewModel>)
    }
}
