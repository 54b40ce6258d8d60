import AccountFeature
import RepositoriesFeature
import SampleApp
import Testing
import Wayfinder

/// The sample checks its screen map at start-up (``ModuleHost/validateScreens()``): every view
/// model its routes, its Settings manifest and its home screen's tabs can show has a screen.
@Suite("sample screen check")
@MainActor
struct SampleScreenCheckTests {
    @Test func everyViewModelTheSampleCanShowHasAScreen() throws {
        let app = try SampleApp()
        #expect(app.host.validateScreens() == [])
    }

    @Test func aMissingScreenNamesTheRoutesThatShowIt() throws {
        let app = try SampleApp()
        #expect(app.navigator.screens.unregister(RepositoryViewModel.self))
        #expect(app.host.validateScreens().map(\.description) == [
            "RepositoryViewModel has no screen; needed by route sample://repos/:name",
            "RepositoryViewModel has no screen; needed by route sample://repos/:name/issues/:number<Int>",
        ])
    }

    @Test func aMissingTabRootIsFoundThroughTheHomeScreen() throws {
        let app = try SampleApp()
        #expect(app.navigator.screens.unregister(ProfileViewModel.self))
        let missing = app.host.validateScreens()
        #expect(missing.map(\.viewModel) == ["ProfileViewModel", "ProfileViewModel"])
        #expect(missing.map(\.neededBy) == [.route("sample://profile"), .tabContainer("HomeViewModel")])
    }
}
