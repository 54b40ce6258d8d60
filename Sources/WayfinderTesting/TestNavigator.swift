import Wayfinder

/// A navigator for view-model tests: every view model gets a placeholder screen (nothing to
/// register), every command and event is recorded, and expectations on the stack and the
/// commands print readable diffs when they fail.
///
/// ```swift
/// @Test func selectingARepositoryPushesIt() {
///     let navigator = TestNavigator()
///     let profile = ProfileViewModel(services: navigator.services)
///     navigator.services.resetRoot(profile)
///
///     profile.didSelect(repository: "wayfinder")
///
///     navigator.expectStack([ProfileViewModel.self, RepositoryViewModel.self])
/// }
/// ```
///
/// It works in Swift Testing tests (failures are recorded as issues, so `withKnownIssue` sees
/// them) and in XCTest tests (failures are `XCTFail`s). Screen identifiers are deterministic:
/// each test navigator numbers its screens `#1`, `#2`… in the order they are made.
///
/// With ``Exhaustivity/on`` every command must be asserted, and every question asked answered:
/// the commands left and the questions still waiting when the test navigator is released are
/// reported as a failure, listed. The test navigator keeps the view
/// models of the commands not asserted yet, so that a typed expectation's predicate can read
/// them; an assertion, or ``skipCommands()``, lets them go.
@MainActor
public final class TestNavigator {
    /// The navigator under test: its bus, stack and screen map.
    public let navigator: Navigator
    /// Every event of the bus, recorded.
    public let recorder: NavigationRecorder
    /// Whether every command must be asserted.
    public let exhaustivity: Exhaustivity
    /// The clock every timeout of ``navigator`` reads: it moves only with
    /// ``advance(by:fileID:filePath:line:column:)``.
    public let clock: ManualClock
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
    ///   - clock: The clock the navigator's timeouts read; a new one by default. Hand the same
    ///     clock to view models that sleep, so that one
    ///     ``advance(by:fileID:filePath:line:column:)`` moves both.
    ///   - renderer: A renderer to attach, as the app attaches its own (a ``TestRenderer`` that
    ///     finishes each transition when the test says); none by default, and every command is
    ///     on screen at once.
    ///   - rendererTimeout: How long the navigator waits for `renderer` to finish a transition
    ///     before it goes on, on ``clock``.
    ///   - fileID: Where the test navigator is made (an exhaustive failure is reported there).
    ///   - filePath: Where the test navigator is made.
    ///   - line: Where the test navigator is made.
    ///   - column: Where the test navigator is made.
    public init(
        exhaustivity: Exhaustivity = .off, screens: ScreenMap? = nil, clock: ManualClock = ManualClock(),
        renderer: (any NavigationRenderer)? = nil, rendererTimeout: Duration = Navigator.defaultRendererTimeout,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.clock = clock
        navigator = Navigator(screens: screens ?? ScreenMap(fallback: { placeholder(for: $0) }), clock: clock)
        recorder = NavigationRecorder(navigator)
        self.exhaustivity = exhaustivity
        location = ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let ledger = ledger
        subscription = navigator.bus.subscribe { event in
            switch event {
            case .didPerform(let command, _):
                ledger.append(LedgerEntry(.performed, command))
                if case .ask(let question) = command { ledger.track(question) }
            case .failed(let command, let error): ledger.append(LedgerEntry(.failed(error), command))
            case .suspended(let command): ledger.append(LedgerEntry(.suspended, command))
            case .reported(let report, .success): ledger.append(LedgerEntry(.performed, report: report))
            case .reported(let report, .failure(let error)): ledger.append(LedgerEntry(.failed(error), report: report))
            case .willPerform: break
            }
        }
        // A new navigator has no renderer yet, so attaching cannot fail (alreadyAttached).
        if let renderer { try? navigator.attach(renderer, timeout: rendererTimeout) }
        navigator.observeTransitions { end in
            switch end {
            case .finished(let command): ledger.append(LedgerEntry(.rendered, command))
            case .timedOut(let command): ledger.append(LedgerEntry(.renderTimedOut, command))
            }
        }
    }

    /// The services to hand to the view models under test.
    public var services: any NavigationServices { navigator.services }

    /// The navigator's bus: add the app's interceptors (guards) and subscriptions here, as the
    /// app adds them to its navigator's.
    public var bus: NavigationBus { navigator.bus }

    /// The headless stack.
    public var stack: NavigationControllerStack { navigator.stack }

    /// The stack as a value.
    var snapshot: StackSnapshot { navigator.stack.snapshot }

    /// Lets the work already started run until the navigator knows that nothing can move without
    /// the test: no guard's operation is running (each has returned, or waits for a child's
    /// result, a change on screen or the clock), and every such wait that ended has been picked up
    /// by its task. The work queued behind a held command or a transition on screen waits for the
    /// test too. `settle` does not move the clock
    /// (``advance(by:fileID:filePath:line:column:)`` does).
    ///
    /// What the navigator cannot see, it cannot wait for. A `Task` a view model starts is run
    /// as far as its first wait (the main actor takes work in order), and from then on only when
    /// it waits at a point Wayfinder knows: `result(of:)`, a `sendAndWait`
    /// call, a sleep on ``clock``. A view model that awaits other work (a network client, say)
    /// should expose it (keep the `Task` and let the test await its `value`), or take a test
    /// double that answers at once.
    ///
    /// A guard's operation that waits for something else (including a child task of its own, an
    /// `async let`, whatever that task waits for) never lets the navigator settle: once the work
    /// had every chance to arrive (10,000 turns of the main actor, 100 round trips through the
    /// global executor, and a second), `settle` gives up and reports a failure naming what still
    /// runs. The turns and round trips are what bound it, so a busy machine makes `settle`
    /// slower, never wrong; a wait that has ended (a child's result arrived, the clock passed a
    /// sleep's deadline) is waited for however long it takes.
    ///
    /// - Parameters:
    ///   - fileID: Where a failure is reported.
    ///   - filePath: Where a failure is reported.
    ///   - line: Where a failure is reported.
    ///   - column: Where a failure is reported.
    public func settle(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) async {
        await navigator.settle(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Moves ``clock`` forward by `duration`, one deadline at a time: each timeout or sleep due
    /// runs, then the navigator settles, before the next; then the clock stops at the end.
    ///
    /// ```swift
    /// home.openAdmin()                            // a guard holds the push, 300 seconds at most
    /// await navigator.advance(by: .seconds(300))  // the guard times out, now
    /// navigator.expectStack([HomeViewModel.self])
    /// ```
    ///
    /// - Parameters:
    ///   - duration: How far to move the clock.
    ///   - fileID: Where a failure to settle is reported.
    ///   - filePath: Where a failure to settle is reported.
    ///   - line: Where a failure to settle is reported.
    ///   - column: Where a failure to settle is reported.
    public func advance(
        by duration: Duration,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        await settle(fileID: fileID, filePath: filePath, line: line, column: column)
        let end = clock.now.advanced(by: duration)
        while let next = clock.nextDeadline, next <= end {
            clock.advance(to: next)
            await settle(fileID: fileID, filePath: filePath, line: line, column: column)
        }
        clock.advance(to: end)
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
        let questions = left.filter { $0.hasPrefix(CommandLedger.unansweredPrefix) }.count
        let commands = left.count - questions
        var counts: [String] = []
        if commands > 0 { counts.append("\(commands) \(commands == 1 ? "navigation command was" : "navigation commands were") not asserted") }
        if questions > 0 { counts.append("\(questions) \(questions == 1 ? "question was" : "questions were") never answered") }
        let message = counts.joined(separator: " and ") + ":\n" + left.map { "  \($0)" }.joined(separator: "\n")
        FailureReporter.report(message, at: location)
    }
}
