import Wayfinder

// The app code of the "Testing view models" article's sign-in example: home opens the profile,
// signing in first when nobody is. Keep it in sync with the article.

@MainActor
final class Session {
    var user: String?
}

final class HomeViewModel: ViewModel {
    let services: any NavigationServices
    let session: Session

    init(services: any NavigationServices, session: Session) {
        self.services = services
        self.session = session
    }

    func profileTapped() {
        Task {
            if session.user == nil {
                guard case .finished(let user) = await services.result(of: LoginViewModel(), as: .present) else { return }
                session.user = user
            }
            services.push(ProfileViewModel())
        }
    }
}

final class LoginViewModel: ResultProducing {
    let result = ResultChannel<String>()

    func signIn(user: String) {
        result.finish(with: user)
    }
}

final class ProfileViewModel: ViewModel {}
