import SampleKit
import Wayfinder

/// The sample's ``Session``: who is signed in, kept in memory.
public final class SessionStore: Session {
    /// The signed-in account's name, or `nil` when signed out.
    public private(set) var account: String?

    /// Creates a session.
    ///
    /// - Parameter account: Who is signed in at first; nobody by default.
    public init(account: String? = nil) {
        self.account = account
    }

    /// Signs an account in.
    ///
    /// - Parameter account: The account's name.
    public func signIn(as account: String) {
        self.account = account
    }

    /// Signs the current account out.
    public func signOut() {
        account = nil
    }

    /// Presents the sign-in sheet (unless someone is signed in already) and waits for it.
    ///
    /// The sheet navigates with `services`: inside a navigation guard, pass the guard's own
    /// services, which go through while the guarded command is held.
    ///
    /// - Parameter services: Where to present the sheet.
    /// - Returns: Whether someone is signed in afterwards.
    public func requestSignIn(using services: any NavigationServices) async -> Bool {
        guard account == nil else { return true }
        let result = await services.result(of: SignInViewModel(session: self, services: services), as: .present)
        return result.value != nil
    }
}
