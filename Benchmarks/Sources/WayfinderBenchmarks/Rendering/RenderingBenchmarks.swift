import Wayfinder

/// A renderer that shows nothing and finishes each transition at once: what the navigator costs
/// with a renderer attached, without a toolkit's own cost.
@MainActor
final class HeadlessRenderer: NavigationRenderer {
    private(set) var steps = 0

    func render(_ transition: NavigationTransition) {
        steps &+= transition.plan.steps.count
        transition.finish()
    }
}

/// Issue 17's targets: transition plans whose cost follows what changed, and a renderer that
/// adds little to a push, a pop or a deep link. Each pair is measured in alternation, in the same
/// run, and compared as a ratio.
@MainActor
enum RenderingBenchmarks {
    /// Median nanoseconds to plan a push on a stack of depth 1 and of depth 100,000.
    static func planGrowth() throws -> (shallow: Measurement, deep: Measurement) {
        let shallow = try pushChange(depth: 1)
        let deep = try pushChange(depth: 100_000)
        return alternate(
            { plan(shallow) },
            { plan(deep) })
    }

    /// Median nanoseconds to plan a column change of a root split (a push in the detail column,
    /// which moves the focus there from the sidebar) whose detail column is 1 and 100,000 screens
    /// deep (issue 25: flat with depth).
    static func columnPlanGrowth() throws -> (shallow: Measurement, deep: Measurement) {
        let shallow = try columnChange(depth: 1)
        let deep = try columnChange(depth: 100_000)
        return alternate({ plan(shallow) }, { plan(deep) })
    }

    /// Median nanoseconds per push or pop, without and with a headless renderer attached.
    static func pushPopWithRenderer() throws -> (without: Measurement, with: Measurement) {
        let plain = try BenchNavigator()
        let rendered = try BenchNavigator()
        try rendered.navigator.attach(HeadlessRenderer())
        let models = (0..<1_000).map { _ in BenchViewModel() }
        func pushPop(_ bench: BenchNavigator) -> Measurement {
            Measure.run(runs: 3, operations: 2 * models.count) { BusBenchmarks.pushPopAll(bench, models) }
        }
        return alternate({ pushPop(plain) }, { pushPop(rendered) })
    }

    /// Median nanoseconds per present + dismiss of a sheet, and per ask + answer of an alert, both
    /// through a headless renderer (issue 24: a question costs about what a modal level does).
    static func questionVersusPresentation() throws -> (present: Measurement, ask: Measurement) {
        let presenting = try BenchNavigator()
        let asking = try BenchNavigator()
        try presenting.navigator.attach(HeadlessRenderer())
        try asking.navigator.attach(HeadlessRenderer())
        let models = (0..<1_000).map { _ in BenchViewModel() }
        return alternate(
            { Measure.run(runs: 3, operations: 2 * models.count) { presentDismiss(presenting, models) } },
            { Measure.run(runs: 3, operations: 2 * models.count) { askAnswer(asking, count: models.count) } })
    }

    /// Presents each view model in a sheet and dismisses it.
    static func presentDismiss(_ bench: BenchNavigator, _ models: [BenchViewModel]) -> Int {
        for model in models {
            bench.services.present(model, style: .sheet, animated: true)
            bench.services.dismiss(animated: true)
        }
        return bench.events
    }

    /// Asks an alert and answers it with its first button, `count` times: what a typed `ask`
    /// does, without the task that awaits the answer.
    static func askAnswer(_ bench: BenchNavigator, count: Int) -> Int {
        let content = QuestionContent(
            style: .alert, title: "Delete wayfinder?",
            buttons: [.init(title: "Delete", role: .destructive), .init(title: "Cancel", role: .cancel)])
        var answered = 0
        for _ in 0..<count {
            let question = AskedQuestion(content) { _ in }
            bench.services.send(.ask(question))
            if let id = question.id, case .success = bench.navigator.report(.answered(id, .button(0))) { answered &+= 1 }
        }
        return bench.events &+ answered
    }

    /// Median nanoseconds per deep link to a 3-screen stack, without and with a headless renderer.
    static func deepLinkWithRenderer() throws -> (without: Measurement, with: Measurement) {
        let plain = try BusBenchmarks.deepLinkRouter()
        let rendered = try BusBenchmarks.deepLinkRouter()
        try rendered.bench.navigator.attach(HeadlessRenderer())
        return alternate({ BusBenchmarks.openLinks(plain) }, { BusBenchmarks.openLinks(rendered) })
    }

    /// Runs two measurements in turn, nine times each, and keeps the median of each (their
    /// allocations from the last run).
    static func alternate(
        _ first: () -> Measurement, _ second: () -> Measurement
    ) -> (Measurement, Measurement) {
        var firsts: [Measurement] = []
        var seconds: [Measurement] = []
        for _ in 0..<9 {
            firsts.append(first())
            seconds.append(second())
        }
        func middle(_ measurements: [Measurement]) -> Measurement {
            Measurement(nanoseconds: median(measurements.map(\.nanoseconds)), allocations: measurements.last?.allocations ?? .nan)
        }
        return (middle(firsts), middle(seconds))
    }

    /// The change of a push on a stack `depth` screens deep.
    private static func pushChange(depth: Int) throws -> NavigationChange {
        let bench = try BenchNavigator()
        for _ in 1..<depth { bench.services.push(BenchViewModel(), animated: false) }
        guard case .success(.performed(let change)) = bench.services.push(BenchViewModel(), animated: true) else {
            throw BenchmarkError.unexpected("the push was not performed")
        }
        return change
    }

    /// The change of a push in the detail column of a split, `depth` screens deep, while the
    /// sidebar is focused.
    private static func columnChange(depth: Int) throws -> NavigationChange {
        let bench = try BenchNavigator()
        let split = BenchSplit()
        bench.services.resetRoot(split)
        for _ in 1..<depth { bench.services.push(BenchViewModel(), in: .detail, animated: false) }
        bench.services.showInColumn(.sidebar, [split.sidebar], animated: false)  // the sidebar's own root: only the focus moves
        guard case .success(.performed(let change)) = bench.services.push(BenchViewModel(), in: .detail, animated: true),
              change.after.topLevel?.controller(for: .detail)?.screens.count == depth + 1
        else {
            throw BenchmarkError.unexpected("the push in the detail column was not performed")
        }
        return change
    }

    private static func plan(_ change: NavigationChange) -> Measurement {
        Measure.run(runs: 3, operations: 10_000) {
            var steps = 0
            for _ in 0..<10_000 { steps &+= TransitionPlan(change, animated: true).steps.count }
            return steps
        }
    }
}

/// A benchmark that could not set up what it measures.
struct BenchmarkError: Error {
    let message: String
    static func unexpected(_ message: String) -> BenchmarkError { BenchmarkError(message: message) }
}
