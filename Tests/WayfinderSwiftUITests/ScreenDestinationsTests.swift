import Testing
import Wayfinder
import WayfinderSwiftUI
import WayfinderTesting

private final class ProfileViewModel: ViewModel {
    let name: String
    init(name: String) { self.name = name }
}

private final class RepositoryViewModel: ViewModel {
    let stars: Int
    init(stars: Int) { self.stars = stars }
}

private class BaseViewModel: ViewModel {}
private final class DerivedViewModel: BaseViewModel {}

@Suite("typed SwiftUI destinations")
@MainActor
struct ScreenDestinationsTests {
    @Test func eachEntryReceivesItsOwnType() {
        var views = ScreenDestinations<String>()
        views.register(ProfileViewModel.self) { profile in "profile \(profile.name)" }
        views.register(RepositoryViewModel.self) { repository in "\(repository.stars) stars" }
        #expect(views.content(for: ProfileViewModel(name: "ada")) == "profile ada")
        #expect(views.content(for: RepositoryViewModel(stars: 7)) == "7 stars")
    }

    @Test func aTypeWithoutAnEntryHasNoContentAndIsNamedAsMissing() {
        var views = ScreenDestinations<String>()
        views.register(ProfileViewModel.self) { $0.name }
        #expect(views.content(for: RepositoryViewModel(stars: 1)) == nil)
        #expect(!views.contains(RepositoryViewModel.self))
        #expect(views.missingTypes(among: [ProfileViewModel.self, RepositoryViewModel.self]) == ["RepositoryViewModel"])
    }

    @Test func aLaterEntryReplacesAnEarlierOneAndTypesMatchExactly() {
        var views = ScreenDestinations<String>()
        views.register(ProfileViewModel.self) { _ in "first" }
        views.register(ProfileViewModel.self) { _ in "second" }
        views.register(BaseViewModel.self) { _ in "base" }
        #expect(views.content(for: ProfileViewModel(name: "x")) == "second")
        #expect(views.content(for: DerivedViewModel()) == nil)  // a subclass needs its own entry
    }

    @Test func aScreenMapOfViewModelScreensShowsAnyViewModel() throws {
        let navigator = Navigator(screens: .viewModelScreens(), clock: ManualClock())
        let profile = ProfileViewModel(name: "ada")
        navigator.services.resetRoot(profile)
        navigator.services.push(RepositoryViewModel(stars: 3))
        let model = try NavigationModel(navigator: navigator, animationDuration: .zero)
        let screens = try #require(model.root).children.compactMap(\.screen)
        #expect(screens.count == 2)
        #expect((screens.first as? ViewModelScreen<ProfileViewModel>)?.viewModel === profile)
        #expect(screens.last is ViewModelScreen<RepositoryViewModel>)
    }
}
