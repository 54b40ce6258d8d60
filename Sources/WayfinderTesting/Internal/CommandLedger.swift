import Foundation
import Wayfinder

/// What a test navigator recorded and the test has not asserted yet: the commands performed or
/// failed, the suspensions and the renderer's acknowledgements, in order. It keeps the commands'
/// view models until they are asserted, so that a predicate can read them. It sits behind a lock
/// because the test navigator's deinitializer (which does not run on the main actor) reads the
/// entries' lines.
final class CommandLedger: @unchecked Sendable {
    private let lock = NSLock()
    private var unasserted: [LedgerEntry] = []
    /// The questions asked: one still waiting for its answer when the ledger finishes is
    /// unasserted.
    private var questions: [AskedQuestion] = []
    private var isFinished = false

    /// How a question never answered is listed.
    static let unansweredPrefix = "question never answered:"

    func track(_ question: AskedQuestion) {
        lock.lock()
        defer { lock.unlock() }
        questions.removeAll(where: \.hasEnded)
        questions.append(question)
    }

    func append(_ entry: LedgerEntry) {
        lock.lock()
        defer { lock.unlock() }
        unasserted.append(entry)
    }

    /// Hands over the entries not asserted yet and forgets them.
    func take() -> [LedgerEntry] {
        lock.lock()
        defer { lock.unlock() }
        defer { unasserted.removeAll() }
        return unasserted
    }

    /// Marks the ledger finished; returns the lines of the commands left (suspensions and
    /// acknowledgements need no assertion) and of the questions never answered, or `nil` when it
    /// was finished already.
    func finish() -> [String]? {
        lock.lock()
        defer { lock.unlock() }
        guard !isFinished else { return nil }
        isFinished = true
        defer {
            unasserted.removeAll()
            questions.removeAll()
        }
        let waiting = questions.filter { !$0.hasEnded }.map { question in
            "\(Self.unansweredPrefix) \(question.id.map { "\($0) " } ?? "")\(question.content)"
        }
        return unasserted.filter(\.mustBeAsserted).map(\.line) + waiting
    }
}

/// One recorded entry: a command and what happened to it.
struct LedgerEntry: @unchecked Sendable {
    enum Kind {
        case performed
        case failed(NavigationError)
        case suspended
        case rendered
        case renderTimedOut
    }

    let kind: Kind
    /// The command; `nil` for a transition no command made (a restoration's, say).
    let command: NavigationCommand?
    /// The user's report the entry is about, when it is about one rather than a command.
    let report: UserReport?
    /// The entry as `skipCommands()` and the exhaustivity report list it: `push(RepoViewModel)`,
    /// `failed pop: …`, `suspended push(AdminViewModel)`, `rendered push(RepoViewModel)`.
    let line: String

    @MainActor
    init(_ kind: Kind, _ command: NavigationCommand?) {
        self.kind = kind
        self.command = command
        report = nil
        line = Self.line(kind, command.map(\.description) ?? "a change without a command")
    }

    @MainActor
    init(_ kind: Kind, report: UserReport) {
        self.kind = kind
        command = nil
        self.report = report
        line = Self.line(kind, "reported \(report)")
    }

    /// The entry with its view models' values, for a failure message; made only then, since
    /// reading the values costs a reflection of each view model.
    @MainActor
    var detailedLine: String {
        if report != nil { return line }
        return Self.line(kind, command.map(describeWithValues) ?? "a change without a command")
    }

    private static func line(_ kind: Kind, _ command: String) -> String {
        switch kind {
        case .performed: command
        case .failed(let error): "failed \(command): \(error)"
        case .suspended: "suspended \(command)"
        case .rendered: "rendered \(command)"
        case .renderTimedOut: "renderer timed out on \(command)"
        }
    }

    /// Whether exhaustive mode requires an assertion: a command performed or failed. Suspensions
    /// and acknowledgements are asserted when a test lists them, and skipped when it does not.
    var mustBeAsserted: Bool {
        switch kind {
        case .performed, .failed: true
        case .suspended, .rendered, .renderTimedOut: false
        }
    }
}

/// A command with its view models' values: `push(RepositoryViewModel(name: "wayfinder"))`.
@MainActor
private func describeWithValues(_ command: NavigationCommand) -> String {
    var arguments: [String]
    switch command {
    case .resetScreens(let viewModels, _):
        arguments = ["[" + viewModels.map(describeWithValues).joined(separator: ", ") + "]"]
    case .showInTab(let index, let viewModels, _):
        arguments = ["\(index)", "[" + viewModels.map(describeWithValues).joined(separator: ", ") + "]"]
    case .showInColumn(let column, let viewModels, _):
        arguments = ["\(column)", "[" + viewModels.map(describeWithValues).joined(separator: ", ") + "]"]
    case .pushInColumn(let column, let viewModel, _):
        arguments = [describeWithValues(viewModel), "in: \(column)"]
    case .resetStack(let viewModels):
        return "\(command.name)([" + viewModels.map(describeWithValues).joined(separator: ", ") + "])"
    case .present(let viewModel, let style, _):
        arguments = [describeWithValues(viewModel)] + (style == .automatic ? [] : ["style: \(style)"])
    case .push(let viewModel, _), .popTo(let viewModel, _), .close(let viewModel, _):
        arguments = [describeWithValues(viewModel)]
    case .resetRoot(let viewModel):
        return "\(command.name)(\(describeWithValues(viewModel)))"
    case .pop, .popToRoot, .dismiss, .restore, .selectTab, .ask:
        return command.description
    }
    if !command.animated { arguments.append("animated: false") }
    return "\(command.name)(\(arguments.joined(separator: ", ")))"
}
