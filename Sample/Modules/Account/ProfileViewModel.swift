import SampleKit
import Wayfinder

/// The root of the Profile tab: who is signed in, signing in and out, and the settings.
public final class ProfileViewModel: SampleViewModel, Identifiable {
    private let session: SessionStore
    private let services: any NavigationServices
    private let links: (any LinkOpener)?

    /// One profile a tab: a link's new profile is the one on screen.
    public nonisolated var id: String { "profile" }

    /// Creates the profile.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - services: Where to present the sign-in sheet.
    ///   - links: Opens the settings by URL (another module provides them).
    public init(session: SessionStore, services: any NavigationServices, links: (any LinkOpener)?) {
        self.session = session
        self.services = services
        self.links = links
    }

    /// "Profile".
    public var title: String { "Profile" }
    /// Who is signed in.
    public var lines: [String] { [session.account.map { "Signed in as \($0)." } ?? "Not signed in."] }
    /// Sign in, or sign out (which opens `sample://signed-out`, a fresh home, so that no protected
    /// screen stays in any tab), and open the settings.
    public var actions: [SampleAction] {
        let account = session.account == nil
            ? SampleAction("Sign in") { [session, services] in
                Task { _ = await session.requestSignIn(using: services) }
            }
            : SampleAction("Sign out") { [session, links] in
                session.signOut()
                // Back to a fresh home on this tab: no protected screen stays in the stack.
                links?.open("sample://signed-out")
            }
        guard let links else { return [account] }
        return [account, SampleAction("Settings") { links.open("sample://settings") }]
    }
}
