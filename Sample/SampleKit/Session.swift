import Wayfinder

/// Who is signed in. The Account module provides it; other modules resolve it from the
/// ``ServiceRegistry`` without importing the Account module.
@MainActor
public protocol Session: AnyObject {
    /// The signed-in account's name, or `nil` when signed out.
    var account: String? { get }

    /// Presents the sign-in sheet and waits until the user signed in or gave up.
    ///
    /// - Parameter services: Where to present the sheet.
    /// - Returns: Whether someone is signed in afterwards.
    func requestSignIn(using services: any NavigationServices) async -> Bool

    /// Signs the current account out.
    func signOut()
}
