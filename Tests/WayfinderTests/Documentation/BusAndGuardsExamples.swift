import Wayfinder

// The examples of the article on the bus, guards and interceptors, exercised by
// BusAndGuardsExamplesTests.swift. Keep the article in sync.

/// Who is signed in.
@MainActor
final class AccountSession {
    var user: String?
}

/// A screen only a signed-in user may see.
final class AccountViewModel: ViewModel {}

/// A screen only the administrator may see.
final class AdminViewModel: ViewModel {}

/// The sign-in form: it hands the user's name back to whoever opened it.
final class SignInFormViewModel: ResultProducing {
    let result = ResultChannel<String>()
    func signIn(as user: String) { result.finish(with: user) }
}

/// Every event the bus sends, as lines such as `didPerform push(ListViewModel)`.
@MainActor
final class NavigationLog {
    private(set) var lines: [String] = []
    private var subscription: NavigationSubscription?

    init(_ bus: NavigationBus) {
        subscription = bus.subscribe { [weak self] event in
            self?.lines.append(event.description)
        }
    }
}

@MainActor
func addAdminGuard(to bus: NavigationBus, session: AccountSession) -> NavigationSubscription {
    bus.addGuard(for: AdminViewModel.self) { _ in
        session.user == "admin" ? .proceed : .cancel
    }
}

@MainActor
func addSignInRedirect(to bus: NavigationBus, session: AccountSession) -> NavigationSubscription {
    bus.addGuard(for: AccountViewModel.self) { _ in
        guard session.user == nil else { return .proceed }
        return .redirect(.present(SignInFormViewModel(), style: .sheet, animated: true))
    }
}

@MainActor
func addFullScreenOnCompactWidth(to bus: NavigationBus, isCompact: @escaping @MainActor () -> Bool) -> NavigationSubscription {
    bus.addInterceptor { command in
        guard isCompact(), case .present(let viewModel, .sheet, let animated) = command else { return .proceed }
        return .redirect(.present(viewModel, style: .fullScreen, animated: animated))
    }
}

@MainActor
func addSignInFirstGuard(to bus: NavigationBus, session: AccountSession) -> NavigationSubscription {
    bus.addGuard(for: AccountViewModel.self) { _ in
        guard session.user == nil else { return .proceed }
        return .suspend(timeout: .seconds(300)) { services in
            guard case .finished(let user) = await services.result(of: SignInFormViewModel(), as: .present) else {
                return .cancel
            }
            session.user = user
            return .proceed          // the held command goes on, to the next guard
        }
    }
}
