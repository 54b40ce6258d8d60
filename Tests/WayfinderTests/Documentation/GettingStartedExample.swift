// The app code of the README's example and of the Getting started article, compiled and tested
// (GettingStartedExampleTests.swift) so that it stays true. Keep the documents in sync.

import Wayfinder

final class ProfileViewModel: ViewModel {
    let services: any NavigationServices
    private(set) var account: String?

    init(services: any NavigationServices) {
        self.services = services
    }

    func didSelect(repository name: String) {
        services.push(RepositoryViewModel(name: name))
    }

    func didTapSignIn() async {
        if let account = await services.result(of: SignInViewModel(), as: .present).value {
            self.account = account
        }
    }
}

final class RepositoryViewModel: ViewModel {
    let name: String
    init(name: String) { self.name = name }
}

final class SignInViewModel: ResultProducing {
    let result = ResultChannel<String>()  // the account, once the user signs in

    func didSignIn(as account: String) {
        result.finish(with: account)  // hands it back; the sign-in sheet closes
    }
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

/// A repository link's parameters, decoded from the URL: `myapp://repos/wayfinder`.
struct RepositoryLink: Decodable {
    let name: String
}

@MainActor
func makeAppRouter(for navigator: Navigator) throws -> Router {
    let router = Router(services: navigator.services)
    // Exposed: a link from outside the app may open it too (routes are the app's own unless
    // exposed), once the router's policy allows its scheme.
    try router.register("myapp://repos/:name", access: .exposed, shows: [RepositoryViewModel.self]) { (link: RepositoryLink, _) in
        .navigate(.push(RepositoryViewModel(name: link.name)))
    }
    return router
}

/// Only a signed-in user sees a repository, however it comes: a tap, a link, a restoration.
/// The command waits while the user signs in, and goes on once they have.
@MainActor
func requireSignIn(on navigator: Navigator, isSignedIn: @escaping @MainActor () -> Bool) -> NavigationSubscription {
    navigator.bus.addGuard(for: RepositoryViewModel.self) { _ in
        if isSignedIn() { return .proceed }
        return .suspend { services in
            await services.result(of: SignInViewModel(), as: .present).value != nil ? .proceed : .cancel
        }
    }
}
