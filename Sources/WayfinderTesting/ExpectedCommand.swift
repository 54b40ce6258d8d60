import Wayfinder

/// A command a test expects, by its kind and its view models' types, with an optional predicate
/// on a view model's values; or what happened to such a command: it failed, a guard suspended
/// it, the renderer showed it.
///
/// ```swift
/// navigator.expectCommands([
///     .sent(.push(RepositoryViewModel.expected { $0.name == "wayfinder" })),
///     .failed(.pop(), .cannotPopRoot),
/// ])
/// ```
///
/// A renamed type breaks the test at compile time, and a wrong value fails it with the view
/// model's values shown: `push(RepositoryViewModel(name: "wayfinder-x"))`.
public struct ExpectedCommand: CustomStringConvertible {
    enum Kind {
        case performed
        case failed(NavigationError?)
        case suspended
        case rendered
        case rendererTimedOut
    }

    /// How an expectation compares with a recorded entry.
    enum Match {
        case matches
        /// The kind and the types agree; a predicate does not hold.
        case failsPredicate
        case differs
    }

    let kind: Kind
    let command: String
    let matchCommand: @MainActor (NavigationCommand) -> Match

    /// For an expected report of the user's: whether a recorded report is the one expected.
    let matchReport: (@MainActor (UserReport) -> Bool)?

    init(_ kind: Kind, command: String, _ match: @escaping @MainActor (NavigationCommand) -> Match) {
        self.kind = kind
        self.command = command
        self.matchCommand = match
        matchReport = nil
    }

    init(_ kind: Kind, report: String, _ match: @escaping @MainActor (UserReport) -> Bool) {
        self.kind = kind
        command = report
        matchCommand = { _ in .differs }
        matchReport = match
    }

    /// The expectation as one line: `push(RepositoryViewModel, where: …)`,
    /// `failed pop: cannotPopRoot`, `suspended present(AdminViewModel)`.
    public var description: String {
        switch kind {
        case .performed: command
        case .failed(let error): error.map { "failed \(command): \($0)" } ?? "failed \(command)"
        case .suspended: "suspended \(command)"
        case .rendered: "rendered \(command)"
        case .rendererTimedOut: "renderer timed out on \(command)"
        }
    }

    @MainActor func match(_ entry: LedgerEntry) -> Match {
        switch (kind, entry.kind) {
        case (.performed, .performed), (.suspended, .suspended), (.rendered, .rendered),
            (.rendererTimedOut, .renderTimedOut):
            break
        case (.failed(let expected), .failed(let actual)):
            if let expected, expected != actual { return .differs }
        default:
            return .differs
        }
        if let matchReport {
            guard let report = entry.report else { return .differs }
            return matchReport(report) ? .matches : .differs
        }
        guard let recorded = entry.command else { return .differs }
        return matchCommand(recorded)
    }
}
