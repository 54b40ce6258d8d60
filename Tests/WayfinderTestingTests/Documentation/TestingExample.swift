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

/// The app's own double of the services: it records what its view models send, and hands each
/// command to a test that awaits it. `send(_:)` is the one requirement.
@MainActor
final class ServicesDouble: NavigationServices {
    private(set) var sent: [NavigationCommand] = []
    private var handedOver = 0
    private var waiter: CheckedContinuation<Void, Never>?

    func send(_ command: NavigationCommand) -> Result<NavigationOutcome, NavigationError> {
        sent.append(command)
        waiter?.resume()
        waiter = nil
        return .success(.queued)  // it will happen: only a navigator has a change to report
    }

    /// The next command a view model sends: at once when it has sent it, or when it does.
    func nextCommand() async -> NavigationCommand {
        if handedOver == sent.count { await withCheckedContinuation { waiter = $0 } }
        handedOver += 1
        return sent[handedOver - 1]
    }
}
