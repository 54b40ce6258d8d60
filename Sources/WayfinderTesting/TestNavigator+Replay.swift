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
    /// replayed (a type `make` makes none of), named with why. Replay a journey recorded from
    /// the start, on a test navigator whose stack is empty: screens are numbered as they were.
    ///
    /// A link, a guard's decision and a command stopped before the stack are not sent again:
    /// the commands that reached the stack are (a link's command is the step after it, a guarded
    /// command the step it reached the stack at), and the stack is checked after each. So
    /// replay on a test navigator without the app's guards and interceptors, whose decisions
    /// the journey already holds.
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
        guard journey.dropped == 0 else {
            FailureReporter.report(
                "journey: its first \(journey.dropped) steps were not kept, and a replay starts from the first step",
                at: location)
            return 0
        }
        for (index, step) in journey.steps.enumerated() {
            let title = "journey step \(index + 1) of \(journey.steps.count), \(step.summary)"
            let input: ReplayedInput
            do throws(ReplayedInput.Problem) {
                input = try ReplayedInput(step, on: stack, making: make)
            } catch {
                FailureReporter.report("\(title), cannot be replayed: \(error.description)", at: location)
                return index
            }
            let outcome: String
            switch input {
            case .command(let command): outcome = Self.outcome(of: services.send(command))
            case .report(let report): outcome = Self.outcome(of: navigator.report(report))
            case .nothing: outcome = step.outcome
            }
            let replayed = stack.snapshot.description.split(separator: "\n").map(String.init)
            guard outcome == step.outcome, replayed == step.stack else {
                let rows = sideBySide(expected: ["outcome: \(step.outcome)"] + step.stack, actual: ["outcome: \(outcome)"] + replayed)
                FailureReporter.report("\(title), replays otherwise (recorded on the left):\n\(rows)", at: location)
                return index
            }
        }
        return journey.steps.count
    }

    /// A replayed step's outcome, in the words a journey records.
    private static func outcome<Success>(of result: Result<Success, NavigationError>) -> String {
        if case .failure(let error) = result { "failed: \(error)" } else { "performed" }
    }
}
