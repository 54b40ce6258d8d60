import SampleKit
import Wayfinder
import WayfinderComponents

/// The Account feature: the ``Session`` service, the sign-in sheet and the Profile tab.
///
/// | URL | opens |
/// |---|---|
/// | `sample://profile` | the Profile tab, keeping the other tabs |
/// | `sample://signed-out` (internal) | a fresh home screen on the Profile tab, after a sign-out |
/// | `sample://signin` | the sign-in sheet; internal only, refused from other apps |
public final class AccountModule: Module {
    /// "Account".
    public let name = "Account"
    /// Accounts register first: other modules' guards and screens ask for the session.
    public let priority = 100
    /// The session this module provides as ``Session``.
    public let session: SessionStore

    /// Creates the module.
    ///
    /// - Parameter session: The session it provides; a signed-out one by default.
    public init(session: SessionStore = SessionStore()) {
        self.session = session
    }

    /// Registers the session, the screens, the tab's root (a mediator target) and the routes.
    ///
    /// - Parameter registrar: Where to register.
    /// - Throws: A registration error, when something is taken already.
    public func register(in registrar: ModuleRegistrar) throws {
        let session = session
        let registry = registrar.serviceRegistry
        let navigation = registrar.services
        let home = try registry.resolve((any HomeScreens).self).homeType
        try registrar.service((any Session).self) { _ in session }
        try registrar.screen(ProfileViewModel.self) { TextScreen(viewModel: $0) }
        try registrar.screen(SignInViewModel.self) { TextScreen(viewModel: $0) }
        try registrar.target(HomeTab.profile.target) {
            TabRootTarget {
                ProfileViewModel(session: session, services: navigation, links: registry.linkOpener())
            }
        }
        // The profile is exposed; signing in and out are the app's own (routes are app-only
        // unless exposed).
        try registrar.route("sample://profile", access: .exposed, shows: [home, ProfileViewModel.self]) { _ in
            let profile = ProfileViewModel(session: session, services: navigation, links: registry.linkOpener())
            return try registry.resolve((any HomeScreens).self).destination(showing: [profile], in: .profile)
        }
        // After a sign-out: a fresh home on the Profile tab, so that no protected screen stays in
        // any tab (a link into the tab would keep the others).
        try registrar.route("sample://signed-out", shows: [home]) { _ in
            .navigate(.resetRoot(try registry.resolve((any HomeScreens).self).home(selecting: .profile)))
        }
        // The handler navigates nowhere itself; the sign-in it starts presents SignInViewModel.
        try registrar.route("sample://signin", shows: [SignInViewModel.self]) { _ in
            Task { _ = await session.requestSignIn(using: navigation) }
            return .handled
        }
    }
}
