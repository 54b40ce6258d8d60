import Wayfinder

/// A navigator for view-model tests: every view model gets a placeholder screen (nothing to
/// register), every command and event is recorded, and expectations on the stack and the
/// commands print readable diffs when they fail.
///
/// ```swift
/// @Test func signingInShowsTheProfile() throws {
///     let navigator = TestNavigator()
///     let home = HomeViewModel(services: navigator.services)
///     navigator.services.resetRoot(home)
///     home.profileTapped()
///     let login = try navigator.expectTop(LoginViewModel.self)
///     login.signIn(user: "octocat")
///     navigator.expectStack([HomeViewModel.self, ProfileViewModel.self])
/// }
/// ```
///
/// It works in Swift Testing tests (failures are recorded as issues, so `withKnownIssue` sees
/// them) and in XCTest tests (failures are `XCTFail`s). Screen identifiers are deterministic:
/// each test navigator numbers its screens `#1`, `#2`… in the order they are made.
///
/// With ``Exhaustivity/on`` every command must be asserted: the ones left when the test
/// navigator is released are reported as a failure, listed.
@MainActor
public final class TestNavigator {
    /// The navigator under test: its bus, stack and screen map.
    public let navigator: Navigator
    /// Every event of the bus, recorded.
    public let recorder: NavigationRecorder
    /// Whether every command must be asserted.
    public let exhaustivity: Exhaustivity
    let ledger = CommandLedger()
    private let location: ExpectationLocation
    private var subscription: NavigationSubscription?

    /// Creates a test navigator with an empty stack.
    ///
    /// - Parameters:
    ///   - exhaustivity: Whether every command must be asserted. Defaults to ``Exhaustivity/off``.
    ///   - screens: The screen map to use; `nil` (the default) gives every view model a
    ///     ``PlaceholderScreen``. A map of your own gives real screens, and fails for unmapped
    ///     view models as the app would.
    ///   - fileID: Where the test navigator is made (an exhaustive failure is reported there).
    ///   - filePath: Where the test navigator is made.
    ///   - line: Where the test navigator is made.
    ///   - column: Where the test navigator is made.
    public init(
        exhaustivity: Exhaustivity = .off, screens: ScreenMap? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        navigator = Navigator(screens: screens ?? ScreenMap(fallback: { placeholder(for: $0) }))
        recorder = NavigationRecorder(navigator)
        self.exhaustivity = exhaustivity
        location = ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let ledger = ledger
        subscription = navigator.bus.subscribe { event in
            switch event {
            case .didPerform(let command, _): ledger.append(command.description)
            case .failed(let command, let error): ledger.append("failed \(command): \(error)")
            case .suspended, .willPerform: break
            }
        }
    }

    /// The services to hand to the view models under test.
    public var services: any NavigationServices { navigator.services }

    /// The headless stack.
    public var stack: NavigationControllerStack { navigator.stack }

    /// The stack as a value.
    public var snapshot: StackSnapshot { navigator.stack.snapshot }

    /// Lets the main actor run other work (a `Task` a view model started, a guard's operation)
    /// until the bus has heard nothing for ten turns in a row, or for at most 1,000 turns. It does
    /// not wait for the clock: work that sleeps (a guard's timeout) needs the test to wait for it.
    public func settle() async {
        var quietTurns = 0
        var turns = 0
        var seen = recorder.events.count
        while quietTurns < 10, turns < 1_000 {
            await Task.yield()
            turns += 1
            let count = recorder.events.count
            quietTurns = count == seen ? quietTurns + 1 : 0
            seen = count
        }
    }

    /// In ``Exhaustivity/on`` mode, reports the commands not asserted yet as one failure; later
    /// calls (and the release of the test navigator) report nothing more.
    ///
    /// - Parameters:
    ///   - fileID: Where the failure is reported.
    ///   - filePath: Where the failure is reported.
    ///   - line: Where the failure is reported.
    ///   - column: Where the failure is reported.
    public func finish(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        Self.reportUnasserted(
            ledger, exhaustivity, at: ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    deinit {
        Self.reportUnasserted(ledger, exhaustivity, at: location)
    }

    private nonisolated static func reportUnasserted(
        _ ledger: CommandLedger, _ exhaustivity: Exhaustivity, at location: ExpectationLocation
    ) {
        guard exhaustivity == .on, let left = ledger.finish(), !left.isEmpty else { return }
        let noun = left.count == 1 ? "navigation command was" : "navigation commands were"
        let message = "\(left.count) \(noun) not asserted:\n" + left.map { "  \($0)" }.joined(separator: "\n")
        FailureReporter.report(message, at: location)
    }
}
