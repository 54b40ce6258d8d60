import AccountFeature
import Foundation
import NotificationsFeature
import RepositoriesFeature
import SampleKit
import SettingsFeature
import Wayfinder
import WayfinderComponents

/// The sample's app, without a screen: a navigator and a module host with the five modules (the
/// shell, Account, Repositories and Notifications in code, Settings from its JSON manifest),
/// started, their screens checked, and the sign-in guard on the bus.
///
/// Every front end builds one: the terminal (`SampleApp`), the SwiftUI app and the UIKit app,
/// which only add a renderer and their screens. Nothing here knows how a screen looks.
///
/// ```swift
/// let sample = try SampleComposition(allowedSourceApps: nil, shownTypes: SampleScreenCatalog.shownTypes)
/// model = try NavigationModel(navigator: sample.navigator)
/// try sample.showStart(onBrowser: false)  // the tab bar
/// ```
@MainActor
public final class SampleComposition {
    /// The modules, their registries, the navigator and the router.
    public let host: ModuleHost
    /// Who is signed in.
    public let session: SessionStore
    private var signInGuard: NavigationSubscription?

    /// The navigator the sample runs on.
    public var navigator: Navigator { host.navigator }
    /// The router that opens the sample's URLs.
    public var router: Router { host.router }

    /// Builds the sample, starts its modules, checks its screens and installs the sign-in guard.
    /// Nothing is on screen yet: add a renderer, then ``showStart(onBrowser:)``.
    ///
    /// - Parameters:
    ///   - session: Who is signed in; nobody by default.
    ///   - screens: The navigator's screen map; the modules register a `TextScreen` for each of
    ///     their view models in it.
    ///   - allowedSourceApps: The apps that may open the sample's URLs, or `nil` for any.
    ///   - shownTypes: The view-model types the front end shows with screens of its own (an iOS
    ///     app's views), checked instead of the navigator's screen map; `nil` (the terminal)
    ///     checks the screen map.
    /// - Throws: ``SampleStartError`` when the Settings manifest is broken, a module failed to
    ///   start, or a view model a route, the manifest, the home screen's tabs or the browser's
    ///   columns can show has no screen (one line each).
    public init(
        session: SessionStore = SessionStore(), screens: ScreenMap = ScreenMap(), allowedSourceApps: Set<String>?,
        shownTypes: [any ViewModel.Type]? = nil
    ) throws(SampleStartError) {
        self.session = session
        let navigator = Navigator(screens: screens)
        // From outside: the sample's scheme, and web pages of swift.org only; the routes each
        // module exposed (the others are the app's own).
        let policy = RoutingPolicy(
            allowedSchemes: ["sample", "https"], allowedWebHosts: ["swift.org"], allowedSourceApps: allowedSourceApps)
        host = ModuleHost(navigator: navigator, policy: policy)
        do {
            try host.add(ShellModule(router: host.router, mediator: host.mediator, stack: navigator.stack))
            try host.add(AccountModule(session: session))
            try host.add(RepositoriesModule())
            try host.add(NotificationsModule())
            try host.add(
                manifests: [SettingsManifest.load()],
                catalog: SettingsManifest.catalog(services: navigator.services, serviceRegistry: host.serviceRegistry))
            try SettingsManifest.registerScreens(in: navigator.screens)
        } catch {
            throw SampleStartError(description: String(describing: error))
        }
        let failures = host.start()
        guard failures.isEmpty else {
            throw SampleStartError(description: failures.map(\.description).joined(separator: "\n"))
        }
        // Every view model a route, the manifest, the home screen's tabs or the browser's columns
        // can show has a screen: a missing one fails here, at launch, not when a link is tapped.
        let missing = shownTypes.map(missingScreens(shownBy:)) ?? host.validateScreens()
        guard missing.isEmpty else {
            throw SampleStartError(description: missing.map(\.description).joined(separator: "\n"))
        }
        signInGuard = SignInGuard.install(on: navigator.bus, session: session)
        // Every front end records the session from its start, for a bug report: the terminal's
        // `journey save <file>`, the iOS apps' Share journey action (`journeyJSON`).
        navigator.recordJourney()
    }

    /// The journey recorded since the sample started, as JSON, for a test to replay
    /// (`TestNavigator.replay`).
    public var journeyJSON: Data {
        navigator.journey?.json() ?? Data()
    }

    /// What the start-up check finds when a front end shows exactly these view-model types: the
    /// library's own check (`Router.validateScreens(in:)`), run over a screen map that holds one
    /// entry for each of them instead of the navigator's.
    ///
    /// - Parameter types: The view-model types the front end has a screen for.
    /// - Returns: The findings; empty when every view model the routes, the manifest, the tabs
    ///   and the columns declare is among them.
    public func missingScreens(shownBy types: [any ViewModel.Type]) -> [MissingScreen] {
        let shown = ScreenMap()
        for type in types { Self.register(type, in: shown) }
        return router.validateScreens(in: shown)
    }

    private static func register<Model: ViewModel>(_ type: Model.Type, in screens: ScreenMap) {
        // A type listed twice keeps its first entry: the check asks only whether it has one.
        try? screens.register(type) { ListedScreen(viewModel: $0) }
    }

    /// Makes the home screen the root: the tab bar, on the Repositories tab.
    ///
    /// - Throws: A `ServiceRegistryError` when the shell's home screens are missing.
    public func showHome() throws {
        // The shell's own HomeScreens service, as the modules' deep links use it.
        navigator.services.resetRoot(try host.serviceRegistry.resolve((any HomeScreens).self).home(selecting: .repositories))
    }

    /// Makes the repository browser, a split view, the root: the Repositories module's own
    /// `sample://browse`, opened as the app's own link.
    ///
    /// - Returns: What the host did with the link.
    private func showBrowser() -> DeepLinkDelivery {
        host.openInternal("sample://browse")
    }

    /// Makes the first root: the repository browser (an iPad's start), or the tab bar when the
    /// browser is not asked for or its link does not open, so that a launch never shows nothing.
    ///
    /// - Parameter onBrowser: Whether to start on the repository browser.
    /// - Throws: A `ServiceRegistryError` when the shell's home screens are missing.
    public func showStart(onBrowser: Bool) throws {
        if onBrowser, case .opened(.success) = showBrowser() { return }
        try showHome()
    }
}

/// The screen of a view model a front end lists, for the start-up check: it counts entries only.
private struct ListedScreen<Model: ViewModel>: Screen {
    let viewModel: Model
}
