import Foundation
import Wayfinder

/// The terminal sample: a navigator, its screens, and a line-based command interpreter that
/// renders the top screen after each command.
@MainActor
public final class SampleApp {
    /// The navigator the sample runs on.
    public let navigator: Navigator
    private var status = "Welcome to the Wayfinder sample. Type ? for help."
    private var subscription: NavigationSubscription?

    /// Builds the app and shows the repository list.
    ///
    /// - Throws: A ``ScreenMapError`` if the sample's screens cannot be registered.
    public init() throws {
        let screens = ScreenMap()
        try screens.register(RepositoryListViewModel.self) { TextScreen(viewModel: $0) }
        try screens.register(RepositoryViewModel.self) { TextScreen(viewModel: $0) }
        try screens.register(IssueViewModel.self) { TextScreen(viewModel: $0) }
        try screens.register(SettingsViewModel.self) { TextScreen(viewModel: $0) }
        navigator = Navigator(screens: screens)
        subscription = navigator.bus.subscribe { [weak self] event in
            if case .willPerform = event { return }
            self?.status = event.description
        }
        navigator.services.resetRoot(RepositoryListViewModel(services: navigator.services))
    }

    /// The help text.
    public static let help = """
        Commands: a number runs that action · b back · d dismiss · s stack snapshot · ? help · q quit
        """

    /// The current frame: where the user is, the top screen and the last navigation event.
    public var frame: String {
        let trail = navigator.stack.navigationControllers.map { controller in
            controller.viewModels.compactMap { ($0 as? any SampleViewModel)?.title }.joined(separator: " › ")
        }.joined(separator: " ⧉ ")
        let screen = (navigator.stack.topScreen as? any RenderedScreen)?.rendered ?? ["(no screen)"]
        return ([trail, ""] + screen + ["", "· \(status)"]).joined(separator: "\n")
    }

    /// Runs one command line.
    ///
    /// - Parameter line: What the user typed.
    /// - Returns: What to print, or `nil` when the user quits.
    public func handle(_ line: String) -> String? {
        let command = line.trimmingCharacters(in: .whitespaces)
        switch command {
        case "q": return nil
        case "b": report(navigator.services.pop())
        case "d": report(navigator.services.dismiss())
        case "s": return navigator.stack.snapshot.description
        case "?", "": return Self.help
        default:
            let actions = (navigator.stack.topScreen as? any RenderedScreen)?.actions ?? []
            guard let number = Int(command), actions.indices.contains(number - 1) else {
                return "Unknown command “\(command)”.\n" + Self.help
            }
            actions[number - 1].perform()
        }
        return frame
    }

    private func report(_ result: Result<NavigationOutcome, NavigationError>) {
        if case .failure(let error) = result { status = "Cannot do that: \(error)" }
    }
}
