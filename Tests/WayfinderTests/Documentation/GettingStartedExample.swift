// The app code of the README's example and of the Getting started article, compiled and tested
// (GettingStartedExampleTests.swift) so that it stays true. Keep the documents in sync.

import Wayfinder

final class ProfileViewModel: ViewModel {
    let services: any NavigationServices

    init(services: any NavigationServices) {
        self.services = services
    }

    func didSelect(repository name: String) {
        services.push(RepositoryViewModel(name: name))
    }

    func didTapSignIn() {
        services.present(SignInViewModel())
    }
}

final class RepositoryViewModel: ViewModel {
    let name: String
    init(name: String) { self.name = name }
}

final class SignInViewModel: ResultProducing {
    let result = ResultChannel<String>()  // the account, once the user signs in
}

// The screens the app shows: headless here; a UIViewController or a SwiftUI view in an app.
struct ProfileScreen: Screen { let viewModel: ProfileViewModel }
struct RepositoryScreen: Screen { let viewModel: RepositoryViewModel }
struct SignInScreen: Screen { let viewModel: SignInViewModel }

@MainActor
func makeAppNavigator() throws -> Navigator {
    let screens = ScreenMap()
    try screens.register(ProfileViewModel.self) { ProfileScreen(viewModel: $0) }
    try screens.register(RepositoryViewModel.self) { RepositoryScreen(viewModel: $0) }
    try screens.register(SignInViewModel.self) { SignInScreen(viewModel: $0) }
    return Navigator(screens: screens)
}
