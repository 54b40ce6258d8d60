import AccountFeature
import Foundation
import SampleKit
import SampleShell
import Wayfinder
import WayfinderComponents

/// The terminal sample: a code-hosting client assembled from modules that never import each
/// other, and a line-based command interpreter that drives it.
///
/// The shell (`SampleComposition`, in SampleShell, which the iOS apps share) is the only code
/// that knows every module: it adds the Account, Repositories and Notifications modules in code
/// and the Settings module from its JSON manifest, starts them, checks their screens and guards
/// protected screens behind sign-in. This target adds the terminal: its renderer, its log and
/// its commands, and opens the home screen.
@MainActor
public final class SampleApp {
    /// The modules, started, with their screens checked and the sign-in guard installed: what
    /// the iOS apps build too.
    public let sample: SampleComposition
    /// The modules, their registries, the navigator and the router.
    public var host: ModuleHost { sample.host }
    /// Who is signed in.
    public var session: SessionStore { sample.session }
    /// The navigation and routing events, oldest first (the last ``logLimit``).
    public private(set) var log: [String] = []
    /// How many events ``log`` keeps.
    public static let logLimit = 50
    /// The app the sample pretends deep links come from (`o <url>`).
    public static let sourceApplication = "com.example.terminal"
    /// The line under the screen: the last command's outcome, or a hint.
    var status = "Welcome to the Wayfinder sample. Type ? for help."
    /// Whether the status says what the last line did (a link refused or waiting for the sign-in,
    /// a command that failed) rather than an event: the next line that changes the frame clears
    /// it, so that it never outlives its command.
    var statusIsTheLastLines = false
    private var eventCount = 0
    private var subscriptions: [NavigationSubscription] = []
    /// The terminal as the renderer's toolkit: what is on screen.
    let terminal = TerminalHost()
    private var renderer: ContainerRenderer<TerminalHost>?
    /// What the terminal did to show the last command, step by step, as in
    /// `present [Settings] as sheet(medium, large)`.
    public internal(set) var steps: [String] = []
    /// Called with each frame a transition shows on its way (full screen draws them); `nil`
    /// draws nothing between commands.
    public var onTransitionFrame: ((SampleFrame) -> Void)?
    /// The terminal's width in columns: below ``splitWidth`` a split collapses into one stack.
    /// The `width <n>` command sets it, as a resized window would.
    public var width: Int {
        get { terminal.width }
        set { terminal.resize(width: newValue) }
    }
    /// The width, in columns, from which a split shows its columns side by side; a narrower
    /// terminal is what UIKit calls a compact width, where a split collapses into one stack.
    public static let splitWidth = 100
    /// The width of a run that does not say (scripts, tests): a classic terminal's 80 columns,
    /// compact.
    public static let defaultWidth = 80
    /// How long an animated transition shows on screen; zero (scripts, tests) finishes it on the
    /// next turn.
    public var transitionTime: Duration {
        get { terminal.transitionTime }
        set { terminal.transitionTime = newValue }
    }

    /// The navigator the sample runs on.
    public var navigator: Navigator { host.navigator }
    /// The router that opens the sample's URLs.
    public var router: Router { host.router }

    /// Builds the app, starts its modules and shows the home screen.
    ///
    /// - Parameters:
    ///   - session: Who is signed in; nobody by default.
    ///   - width: The terminal's width in columns; ``defaultWidth`` by default.
    /// - Throws: `SampleStartError` when the Settings manifest is broken, a module failed to
    ///   start or a view model a route or tab can show has no screen
    ///   (`ModuleHost.validateScreens()`), or a `ServiceRegistryError` when the home screen's
    ///   service is missing.
    public init(session: SessionStore = SessionStore(), width: Int = SampleApp.defaultWidth) throws {
        let sample = try SampleComposition(
            session: session, screens: ScreenMap(fallback: SampleApp.fallbackScreen), allowedSourceApps: [Self.sourceApplication])
        self.sample = sample
        let navigator = sample.navigator
        subscriptions.append(navigator.bus.subscribe { [weak self] event in
            if case .willPerform = event { return }
            self?.record(LibraryText.line(for: event))
        })
        subscriptions.append(router.subscribe { [weak self] event in self?.record(LibraryText.line(for: event)) })
        // The terminal shows the stack through the same renderer as the UIKit and SwiftUI adapters.
        renderer = try ContainerRenderer(host: terminal, navigator: navigator)
        terminal.onStep = { [weak self] step in
            guard let self else { return }
            self.steps.append(step)
            self.onTransitionFrame?(self.frame)
        }
        terminal.resize(width: width)
        // The composition records the session from its start: `journey save <file>` writes it,
        // for a test to replay (`RecordedJourneyTests`).
        try sample.showHome()
    }

    /// Screens for view models nothing registered one for (the start-up check makes sure that
    /// every one a route or tab can show has its own): the generic ``TextScreen``.
    private static func fallbackScreen(for viewModel: any ViewModel) -> any Screen {
        func text<Model: SampleViewModel>(_ model: Model) -> any Screen { TextScreen(viewModel: model) }
        if let model = viewModel as? any SampleViewModel { return text(model) }
        return TextScreen(viewModel: UnknownViewModel(type: String(describing: type(of: viewModel))))
    }

    /// Clears a status that said what the line before did.
    private func clearTheLastLinesStatus() {
        guard statusIsTheLastLines else { return }
        status = ""
        statusIsTheLastLines = false
    }

    private func record(_ event: String) {
        status = event
        statusIsTheLastLines = false
        eventCount += 1
        log.append(event)
        if log.count > Self.logLimit { log.removeFirst(log.count - Self.logLimit) }
    }

    /// The help text.
    public static let help = """
        Commands:
          1, 2, …   run that action        t <n>     select tab n
          b         back                   d         dismiss the sheet
          w <text>  type into the editor on screen, or the question's text field
          o <url>   open a deep link as if another app sent it
          e <url>   explain how a URL would be handled, and where it would land
          width <n> resize the terminal to n columns (a split collapses below \(splitWidth))
          s         stack snapshot         l         event log
          journey   the steps recorded     journey save <file>  write them as JSON, to replay in a test
          ?         this help              q         quit
        While a question is shown, its numbers answer it and d taps outside a dialog.
        Try: o sample://repos/wayfinder/issues/3 · o https://swift.org · e sample://signin
             o sample://browse for the repositories side by side (then width 120 or width 80)
        """

    /// Runs one command line, then lets the tasks it started run (a picker's result arriving, a
    /// guard presenting the sign-in sheet) before returning.
    ///
    /// - Parameter line: What the user typed.
    /// - Returns: What to show.
    public func handle(_ line: String) async -> SampleReply {
        steps.removeAll()
        let kept = (status, statusIsTheLastLines)
        clearTheLastLinesStatus()
        let reply = perform(SampleCommand(parsing: line))
        // A message (the log, help, a command refused) leaves the frame, its status line included,
        // as it was.
        if case .message = reply, status.isEmpty { (status, statusIsTheLastLines) = kept }
        await settle()
        if case .message(let text) = reply { return .message(text.withVisibleControlCharacters) }
        return reply
    }

    /// Yields until the terminal shows the stack (no transition on its way) and ten turns in a
    /// row bring no navigation event; at most ten thousand turns, or about two seconds of
    /// transitions when they take time on screen.
    func settle() async {
        var quietTurns = 0
        var turns = 0
        var seen = eventCount
        while quietTurns < 10 || navigator.isTransitioning || terminal.moving > 0, turns < 10_000 {
            if terminal.moving > 0, terminal.transitionTime > .zero {
                try? await Task.sleep(for: terminal.transitionTime / 4)
            } else {
                await Task.yield()
            }
            turns += 1
            quietTurns = eventCount == seen ? quietTurns + 1 : 0
            seen = eventCount
        }
    }

    private func perform(_ command: SampleCommand) -> SampleReply {
        let stack = navigator.stack
        if let question = terminal.shownQuestion?.asked, let reply = perform(command, whileAsking: question) {
            return reply
        }
        switch command {
        case .quit:
            return .quit
        case .back:
            // The terminal is the UI: `b` is the user tapping back; the renderer reports it, or
            // holds it back for a screen with unsaved work, whose view model decides.
            if terminal.goBack() == .nothingToGoBackTo {
                return .message("Nothing to go back to here" + (terminal.levels.count > 1 ? "; d closes the sheet." : "."))
            }
        case .dismiss:
            // `d` is the user dragging the sheet down; one with unsaved work stays, and its view
            // models decide (a question shows once the app settles).
            switch terminal.dismissTop() {
            case .dismissed, .heldBack: break
            case .nothingPresented: return .message("There is no sheet to dismiss.")
            case .notDismissible: return .message("This sheet cannot be dragged away; use its own actions.")
            }
        case .tab(let number):
            // A sheet covers the tab bar, as on a phone; a command held for the sign-in would
            // otherwise land on whichever tab is selected when it goes on.
            guard terminal.levels.count == 1 else { return .message("Close the sheet first (d).") }
            let count = terminal.root?.isTabs == true ? terminal.root?.children.count ?? 0 : 0
            guard number <= count else {
                return .message(count == 0 ? "There are no tabs here." : "There is no tab \(number); the tabs are 1 to \(count).")
            }
            terminal.tapTab(number - 1)
        case .open(let url):
            switch router.open(IncomingLink(url: url, origin: .otherApp(sourceApplication: Self.sourceApplication))) {
            case .failure(let error):
                refuse(opening: url, because: error)
            case .success(.navigated(.queued)), .success(.navigated(.suspended)):
                status = "Waiting: \(url.shortened(to: LibraryText.urlShown)) opens once the sign-in is done."
                statusIsTheLastLines = true
            case .success:
                break
            }
        case .write(let text):
            return write(text)
        case .explain(let url):
            let origin = RouteOrigin.otherApp(sourceApplication: Self.sourceApplication)
            return .message(LibraryText.explanation(router.explain(IncomingLink(url: url, origin: origin), landingOn: navigator.stack)))
        case .stack:
            return .message(LibraryText.outline(of: stack.snapshot))
        case .log:
            return .message(log.isEmpty ? "(no events yet)" : log.joined(separator: "\n"))
        case .journey:
            return .message(navigator.journey?.description ?? "(not recording)")
        case .saveJourney(let path):
            guard let journey = navigator.journey else { return .message("(not recording)") }
            do {
                try journey.json().write(to: URL(fileURLWithPath: path))
                return .message("Saved the journey to \(path).")
            } catch {
                return .message("Cannot save the journey to \(path): \(error.localizedDescription)")
            }
        case .help:
            return .message(Self.help)
        case .width(let columns):
            // The window is resized: a split at the root collapses or expands, as it says.
            terminal.resize(width: columns)
        case .action(let number):
            // Every screen shown can be tapped: an expanded split's columns number their
            // actions one after the other.
            let actions = terminal.shownScreens.flatMap { ($0 as? any RenderedScreen)?.actions ?? [] }
            guard actions.indices.contains(number - 1) else {
                return .message("There is no action \(number) here.\n" + Self.help)
            }
            actions[number - 1].perform()
        case .unknown(let text):
            return .message("Unknown command “\(text)”.\n" + Self.help)
        }
        return .frame
    }

    private func report(_ result: Result<NavigationOutcome, NavigationError>) {
        guard case .failure(let error) = result else { return }
        status = "Cannot do that: \(error)"
        statusIsTheLastLines = true
    }
}

/// Stands in for a view model that is neither a sample view model nor registered.
private final class UnknownViewModel: SampleViewModel {
    let type: String

    init(type: String) {
        self.type = type
    }

    var title: String { type }
    var lines: [String] { ["No screen is registered for \(type)."] }
    var actions: [SampleAction] { [] }
}
