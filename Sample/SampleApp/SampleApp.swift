import Foundation
import Wayfinder

/// The terminal sample: a navigator, its screens, and a line-based command interpreter that
/// renders the top screen after each command.
@MainActor
public final class SampleApp {
    /// The navigator the sample runs on.
    public let navigator: Navigator
    /// The router that opens the sample's URLs.
    public let router: Router
    private var status = "Welcome to the Wayfinder sample. Type ? for help."
    /// The navigation and routing events, oldest first (the last ``logLimit``).
    public private(set) var log: [String] = []
    /// How many events ``log`` keeps.
    public static let logLimit = 50
    private var subscriptions: [NavigationSubscription] = []

    /// Builds the app and shows the repository list.
    ///
    /// - Throws: A ``ScreenMapError`` if the sample's screens cannot be registered.
    public init() throws {
        let screens = ScreenMap()
        try screens.register(RepositoryListViewModel.self) { TextScreen(viewModel: $0) }
        try screens.register(RepositoryViewModel.self) { TextScreen(viewModel: $0) }
        try screens.register(IssueViewModel.self) { TextScreen(viewModel: $0) }
        try screens.register(SettingsViewModel.self) { TextScreen(viewModel: $0) }
        try screens.register(WebPageViewModel.self) { WebPageScreen(viewModel: $0) }
        navigator = Navigator(screens: screens)
        router = try SampleRoutes.makeRouter(services: navigator.services)
        subscriptions.append(navigator.bus.subscribe { [weak self] event in
            if case .willPerform = event { return }
            self?.record(event.description)
        })
        subscriptions.append(router.subscribe { [weak self] event in self?.record(event.description) })
        navigator.services.resetRoot(RepositoryListViewModel(services: navigator.services))
    }

    private func record(_ event: String) {
        status = event
        log.append(event)
        if log.count > Self.logLimit { log.removeFirst(log.count - Self.logLimit) }
    }

    /// The help text.
    public static let help = """
        Commands: a number runs that action · b back · d dismiss · o <url> open a deep link \
        · e <url> explain a URL · s stack snapshot · l event log · ? help · q quit
        Try: o sample://repos/wayfinder/issues/3 · o https://swift.org · e sample://settings
        """

    /// The current frame: where the user is, the top screen and the last navigation event.
    public var frame: String {
        let trail = navigator.stack.navigationControllers.map { controller in
            controller.viewModels.map { ($0 as? any SampleViewModel)?.title ?? ($0 is WebPageViewModel ? "web" : "?") }
                .joined(separator: " › ")
        }.joined(separator: " ⧉ ")
        let screen = (navigator.stack.topScreen as? any RenderedScreen)?.rendered ?? ["(no screen)"]
        return ([trail, ""] + screen + ["", "· \(status)"]).joined(separator: "\n")
    }

    /// Runs one command line.
    ///
    /// - Parameter line: What the user typed.
    /// - Returns: What to print, or `nil` when the user quits.
    public func handle(_ line: String) -> String? {
        switch SampleCommand(parsing: line) {
        case .quit:
            return nil
        case .back:
            report(navigator.services.pop())
        case .dismiss:
            report(navigator.services.dismiss())
        case .open(let url):
            if case .failure(let error) = router.open(url, origin: .otherApp(sourceApplication: SampleRoutes.sourceApplication)) {
                status = "Cannot open \(url): \(error)"
            }
        case .explain(let url):
            return router.explain(url, origin: .otherApp(sourceApplication: SampleRoutes.sourceApplication)).description
        case .stack:
            return navigator.stack.snapshot.description
        case .log:
            return log.isEmpty ? "(no events yet)" : log.joined(separator: "\n")
        case .help:
            return Self.help
        case .action(let number):
            let actions = (navigator.stack.topScreen as? any RenderedScreen)?.actions ?? []
            guard actions.indices.contains(number - 1) else {
                return "There is no action \(number) here.\n" + Self.help
            }
            actions[number - 1].perform()
        case .unknown(let text):
            return "Unknown command “\(text)”.\n" + Self.help
        }
        return frame
    }

    private func report(_ result: Result<NavigationOutcome, NavigationError>) {
        if case .failure(let error) = result { status = "Cannot do that: \(error)" }
    }
}
