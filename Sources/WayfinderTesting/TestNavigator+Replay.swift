import Wayfinder

extension TestNavigator {
    /// Replays a journey recorded in the app (`Navigator.recordJourney(keeping:revealing:)`),
    /// step by step: each command is sent again, its view models made anew (or, when the command
    /// found them on the stack, found again by their screens), and each report of the user's is
    /// made again. After each step, its outcome and the stack must be the ones recorded.
    ///
    /// ```swift
    /// @Test func theReportedJourneyReplays() throws {
    ///     let journey = try NavigationJourney(json: Data(contentsOf: reportedJourney))
    ///     let navigator = TestNavigator()
    ///     navigator.replay(journey) { type in
    ///         switch type {
    ///         case "HomeViewModel": HomeViewModel()
    ///         case "RepositoryViewModel": RepositoryViewModel(name: "wayfinder")
    ///         default: nil
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// The first step that differs is a failure that names it and shows the recorded and the
    /// replayed stacks side by side, and the replay stops there; so does a step that cannot be
    /// replayed (a type `make` makes none of), named with why. Replay on a test navigator whose
    /// stack is empty. A journey recorded from a stack that was not empty, or whose first steps
    /// were dropped (the recording keeps the last ones), starts from the stack before its first
    /// kept step, laid out first; its screens are numbered anew, and the recorded numbers are read
    /// as the replayed ones.
    ///
    /// A link, a guard's decision and a command stopped before the stack are not sent again:
    /// the commands that reached the stack are (a link's command is a step of its own, usually
    /// the next; a guarded command is the step where it reached the stack), and the stack is
    /// checked after each. So replay on a test navigator without the app's guards and
    /// interceptors, whose decisions the journey already holds.
    ///
    /// - Parameters:
    ///   - journey: The journey, as `NavigationJourney(json:)` read it.
    ///   - make: Makes a view model of the type the journey names (as in `RepositoryViewModel`),
    ///     or `nil` when it cannot.
    ///   - fileID: Where the replay is written (a failure is reported there).
    ///   - filePath: Where the replay is written.
    ///   - line: Where the replay is written.
    ///   - column: Where the replay is written.
    /// - Returns: How many steps replayed as recorded: all of them when the journey replays.
    @discardableResult
    public func replay(
        _ journey: NavigationJourney, making make: (_ type: String) -> (any ViewModel)?,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Int {
        let location = ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return withoutActuallyEscaping(make) { make in
            replay(journey, ReplayedInput.Making(make: make, router: nil, origin: .app), at: location)
        }
    }

    /// Replays a journey as ``replay(_:making:fileID:filePath:line:column:)`` does, and makes a
    /// `Restorable` view model it describes by its URL again through the app's
    /// router, when `making` makes none of its type: opened as restoring it would open it
    /// (rewrite rules, the policy for `origin`, routes), navigating nothing. A URL the journey
    /// redacted opens with its placeholder (`app://repos/redacted/issues/3`).
    ///
    /// ```swift
    /// let router = try makeAppRouter(services: navigator.services)
    /// navigator.replay(journey, router: router, origin: .app)
    /// ```
    ///
    /// - Parameters:
    ///   - journey: The journey, as `NavigationJourney(json:)` read it.
    ///   - router: The app's router, made with this test navigator's services.
    ///   - origin: Where the journey was read from: the policy judges its URLs as links from
    ///     there (`.app` for one the test trusts as the app's own record).
    ///   - make: Makes a view model of the type the journey names, or `nil` to make it from its
    ///     URL; none by default.
    ///   - fileID: Where the replay is written (a failure is reported there).
    ///   - filePath: Where the replay is written.
    ///   - line: Where the replay is written.
    ///   - column: Where the replay is written.
    /// - Returns: How many steps replayed as recorded: all of them when the journey replays.
    @discardableResult
    public func replay(
        _ journey: NavigationJourney, router: Router, origin: RouteOrigin,
        making make: (_ type: String) -> (any ViewModel)? = { _ in nil },
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Int {
        let location = ExpectationLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return withoutActuallyEscaping(make) { make in
            replay(journey, ReplayedInput.Making(make: make, router: router, origin: origin), at: location)
        }
    }

    private func replay(_ journey: NavigationJourney, _ make: ReplayedInput.Making, at location: ExpectationLocation) -> Int {
        let total = journey.dropped + journey.steps.count
        // Laid out, a stack is numbered anew: the recorded numbers are then read as the replayed
        // ones. From an empty stack, they must be the same.
        var numbering = JourneyNumbering(learns: journey.before != nil)
        if let before = journey.before {
            let title = "journey: the stack before step \(journey.dropped + 1) of \(total), laid out first,"
            guard replay(before, title, layingOut: true, &numbering, make, at: location) else { return 0 }
        }
        for (index, step) in journey.steps.enumerated() {
            let title = "journey step \(journey.dropped + index + 1) of \(total), \(step.summary),"
            guard replay(step, title, layingOut: false, &numbering, make, at: location) else { return index }
        }
        return journey.steps.count
    }

    /// Replays one step (or lays out the stack before the first one kept), then compares its
    /// outcome and the stack; reports a failure titled `title` and returns `false` when it cannot
    /// be replayed or replays otherwise.
    private func replay(
        _ step: JourneyStep, _ title: String, layingOut: Bool, _ numbering: inout JourneyNumbering,
        _ make: ReplayedInput.Making, at location: ExpectationLocation
    ) -> Bool {
        let input: ReplayedInput
        do throws(ReplayedInput.Problem) {
            input = try ReplayedInput(step, on: stack, numbering: numbering, making: make)
        } catch {
            FailureReporter.report("\(title) cannot be replayed: \(error.description)", at: location)
            return false
        }
        var outcome: String
        switch input {
        case .command(let command): outcome = Self.outcome(of: services.send(command))
        case .report(let report): outcome = Self.outcome(of: navigator.report(report))
        case .nothing: outcome = step.outcome
        }
        if layingOut, outcome == "performed" {
            // What a `restore` does not lay out: a split the window's size collapsed, a question.
            if step.layout?.contains(where: { $0.collapsed == true }) == true {
                outcome = Self.outcome(of: navigator.report(.resizedSplit(collapsed: true)))
            }
            if let content = step.question?.content, outcome == "performed" {
                outcome = Self.outcome(of: services.send(.ask(AskedQuestion(content) { _ in })))
            }
        }
        let replayed = stack.snapshot.description.split(separator: "\n").map(String.init)
        let recorded = numbering.translate(step.stack, along: replayed, commit: outcome == step.outcome)
        guard outcome == step.outcome, recorded == replayed else {
            let rows = sideBySide(expected: ["outcome: \(step.outcome)"] + recorded, actual: ["outcome: \(outcome)"] + replayed)
            FailureReporter.report("\(title) replays otherwise (recorded on the left):\n\(rows)", at: location)
            return false
        }
        return true
    }

    /// A replayed step's outcome, in the words a journey records.
    private static func outcome<Success>(of result: Result<Success, NavigationError>) -> String {
        if case .failure(let error) = result { "failed: \(error)" } else { "performed" }
    }
}
