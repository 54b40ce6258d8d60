/// The steps a navigator records while a journey is on: the last `limit` of them, in a ring, so
/// that the memory stays bounded however long the app runs. A step keeps no view model (their
/// types and screens only) and the stack after it as a snapshot, shared with the stack's
/// history; both are printed when the journey is read.
@MainActor
final class JourneyRecorder {
    /// One step as kept: what came in (a command, a report), its error, and the stack after it.
    /// A class, so that a full ring writes a new step into its oldest one, allocating nothing:
    /// a struct of a step's fields cost a push ~2,000 instructions to copy and destroy, and a new
    /// object a step ~350.
    final class Record {
        var command: NavigationCommand.Recorded?
        var report: UserReport?
        var error: NavigationError?
        var stack: StackSnapshot
        /// What makes the step a link, a decision or a command stopped before the stack; `nil`
        /// for a command or report that reached the stack (boxed: those are the many).
        var aside: Aside?

        init(command: NavigationCommand.Recorded?, report: UserReport?, error: NavigationError?, stack: StackSnapshot) {
            (self.command, self.report, self.error, self.stack) = (command, report, error, stack)
        }
    }

    /// A step that did not change the stack by itself: a link (its command, if any, is a step of
    /// its own), a guard's decision about a command, or a command that an interceptor or a guard
    /// stopped before the stack.
    final class Aside {
        enum Kind {
            case link(url: String, origin: String)
            /// By whom: `guard IssueViewModel` (the view model it was asked about), or `operation`
            /// (a held command's, once it returned).
            case decision(by: String)
            case stopped
        }

        let kind: Kind
        /// What the link or the decision did: `opened`, `proceed`, `suspend`…; `nil` for a command
        /// stopped (its error says).
        let outcome: String?

        init(_ kind: Kind, outcome: String?) {
            (self.kind, self.outcome) = (kind, outcome)
        }
    }

    /// How many steps are kept.
    let limit: Int
    private var records: [Record] = []
    /// Where the next record goes once the ring is full: the oldest one.
    private var next = 0
    /// How many steps were recorded and are no longer kept.
    private var dropped = 0
    /// The stack before the oldest step kept (when the recording began, or after the last step
    /// dropped): what a replay lays out first, unless it was empty.
    private var beforeOldest: StackSnapshot

    /// Whether a link's URL, opened by this handler, is kept whole; else it is kept as the route's
    /// pattern (or the scheme and host).
    let reveals: @MainActor (RouteEvent.Handler) -> Bool

    init(limit: Int, revealing reveals: @escaping @MainActor (RouteEvent.Handler) -> Bool, from stack: StackSnapshot) {
        self.limit = max(1, limit)
        self.reveals = reveals
        beforeOldest = stack
    }

    func record(_ command: consuming NavigationCommand.Recorded, _ error: NavigationError?, stack: StackSnapshot) {
        append(command: command, report: nil, error: error, stack: stack, aside: nil)
    }

    func record(_ report: UserReport, _ error: NavigationError?, stack: StackSnapshot) {
        append(command: nil, report: report, error: error, stack: stack, aside: nil)
    }

    func record(_ aside: Aside, _ command: consuming NavigationCommand.Recorded?, _ error: NavigationError?, stack: StackSnapshot) {
        append(command: command, report: nil, error: error, stack: stack, aside: aside)
    }

    /// The journey kept so far, oldest step first, a ``Restorable`` view model's URL read by
    /// `router`'s routes (redacted), or kept by its scheme and host without a router.
    func journey(router: Router?) -> NavigationJourney {
        let ordered = records.count < limit ? records[...] : records[next...] + records[..<next]
        let steps = ordered.map { record in
            var step = record.command.map(Self.step(of:)) ?? record.report.map(Self.step(of:)) ?? JourneyStep(outcome: "", stack: [])
            if let viewModels = record.command?.viewModels, !viewModels.isEmpty {
                var described = viewModels.map {
                    JourneyViewModel(type: TypeNames.name(of: $0.type), screen: $0.screen?.rawValue)
                }
                for (index, url) in record.command?.details?.urls ?? [] where described.indices.contains(index) {
                    described[index].url = router?.journeyURL(url, revealing: reveals) ?? LinkRedaction.schemeAndHost(url.absoluteString)
                }
                step.viewModels = described
            }
            step.outcome = record.error.map { "failed: \($0)" } ?? "performed"
            if let aside = record.aside {
                switch aside.kind {
                case .link(let url, let origin): (step.link, step.origin) = (url, origin)
                case .decision(let by): step.decision = by
                case .stopped: step.reachedStack = false
                }
                if let outcome = aside.outcome { step.outcome = outcome }
            }
            step.stack = record.stack.description.split(separator: "\n").map(String.init)
            return step
        }
        let before = beforeOldest.isEmpty ? nil : JourneyStep(layingOut: beforeOldest)
        return NavigationJourney(steps: Array(steps), dropped: dropped, before: before)
    }

    private func append(
        command: consuming NavigationCommand.Recorded?, report: UserReport?, error: NavigationError?, stack: StackSnapshot,
        aside: Aside?
    ) {
        guard records.count == limit else {
            let record = Record(command: command, report: report, error: error, stack: stack)
            record.aside = aside
            return records.append(record)
        }
        let oldest = records[next]
        // The stack after the step dropped is the one before the step now oldest: swapped out,
        // not copied.
        swap(&beforeOldest, &oldest.stack)
        (oldest.command, oldest.report, oldest.error, oldest.stack, oldest.aside) = (command, report, error, stack, aside)
        next = next + 1 == limit ? 0 : next + 1
        dropped += 1
    }

    /// A command's fields, but for its view models.
    private static func step(of command: NavigationCommand.Recorded) -> JourneyStep {
        var step = JourneyStep(command: command.name, outcome: "", stack: [])
        (step.animated, step.style, step.tab, step.column) = (command.animated, command.style, command.tab, command.column)
        step.question = command.details?.question.map(JourneyQuestion.init)
        step.layout = command.details?.layout
        return step
    }

    private static func step(of report: UserReport) -> JourneyStep {
        var step = JourneyStep(outcome: "", stack: [])
        switch report {
        case .popped(let screen): (step.report, step.screen) = ("popped", screen.rawValue)
        case .dismissed(let controller): (step.report, step.controller) = ("dismissed", controller.rawValue)
        case .selectedTab(let tab): (step.report, step.tab) = ("selectedTab", tab)
        case .resizedSplit(let collapsed): (step.report, step.collapsed) = ("resizedSplit", collapsed)
        case .answered(let question, .button(let index, _)): (step.report, step.answer) = ("answered", [question.rawValue, index])
        case .answered(let question, .dismissed): (step.report, step.answer) = ("answered", [question.rawValue, -1])
        }
        return step
    }
}
