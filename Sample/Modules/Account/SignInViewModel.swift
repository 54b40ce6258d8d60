import SampleKit
import Wayfinder

/// The sign-in sheet: it hands the signed-in account's name back to whoever presented it.
public final class SignInViewModel: SampleViewModel, ResultProducing {
    /// The sample's accounts; no passwords in a terminal demo.
    public static let accounts = ["alice", "bob"]

    /// Delivers the account's name.
    public let result = ResultChannel<String>()
    private let session: SessionStore
    private let services: any NavigationServices

    /// Creates the sheet.
    ///
    /// - Parameters:
    ///   - session: The session to sign in to.
    ///   - services: Where "Cancel" dismisses the sheet.
    public init(session: SessionStore, services: any NavigationServices) {
        self.session = session
        self.services = services
    }

    /// "Sign in".
    public var title: String { "Sign in" }
    /// Why the sheet is up.
    public var lines: [String] { ["Choose a sample account."] }
    /// One action per account, and cancel.
    public var actions: [SampleAction] {
        Self.accounts.map { account in
            SampleAction("Sign in as \(account)") { [weak self] in self?.signIn(as: account) }
        } + [SampleAction("Cancel") { [services] in services.dismiss() }]
    }

    private func signIn(as account: String) {
        session.signIn(as: account)
        result.finish(with: account)
    }
}
