import Wayfinder

// Expected view models: a stand-in of a type (and a predicate on its values) in place of a view
// model in a `NavigationCommand`, so a test expects the command a view model sends as that
// command's own value: `.push(RepositoryViewModel.expected { $0.name == "wayfinder" })`.

extension ViewModel {
    /// A stand-in for a view model of this type in an expected command, matching any instance of
    /// it for which `predicate` is `true`:
    ///
    /// ```swift
    /// navigator.expectCommands([.sent(.push(RepositoryViewModel.expected { $0.name == "wayfinder" }))])
    /// ```
    ///
    /// A renamed type breaks the test at compile time; a wrong value fails it, with the values the
    /// view model had.
    ///
    /// - Parameter predicate: What the view model's values must satisfy; `nil` accepts any.
    /// - Returns: The stand-in, to put in a `NavigationCommand`.
    public static func expected(where predicate: (@MainActor (Self) -> Bool)? = nil) -> any ViewModel {
        ExpectedViewModel<Self>(predicate)
    }
}

/// How a stand-in matches a recorded view model.
protocol ExpectedViewModelMatching {
    /// Whether the view model is of the type, and its values satisfy the predicate.
    @MainActor func match(_ viewModel: any ViewModel) -> ExpectedCommand.Match
    /// Whether the stand-in checks values.
    nonisolated var hasPredicate: Bool { get }
}

/// A stand-in for a view model of `Model`.
final class ExpectedViewModel<Model: ViewModel>: ViewModelStandIn, ExpectedViewModelMatching {
    private let predicate: (@MainActor (Model) -> Bool)?
    private nonisolated let hasValueCheck: Bool

    init(_ predicate: (@MainActor (Model) -> Bool)?) {
        self.predicate = predicate
        hasValueCheck = predicate != nil
    }

    nonisolated var representedType: any ViewModel.Type { Model.self }

    nonisolated var hasPredicate: Bool { hasValueCheck }

    func match(_ viewModel: any ViewModel) -> ExpectedCommand.Match {
        guard let model = viewModel as? Model else { return .differs }
        guard let predicate else { return .matches }
        return predicate(model) ? .matches : .failsPredicate
    }
}

extension ExpectedCommand {
    /// A command the view model sent and the navigator performed, written as the command itself:
    /// view models as stand-ins of their types (``Wayfinder/ViewModel/expected(where:)``, or the very
    /// instance), every other argument as sent (`animated: false` included).
    ///
    /// - Parameter command: The command expected.
    /// - Returns: The expectation.
    @MainActor public static func sent(_ command: NavigationCommand) -> ExpectedCommand {
        ExpectedCommand(.performed, command: line(for: command)) { recorded in match(command, recorded) }
    }

    /// The expected command as a failure message shows it: its description, marked when a
    /// stand-in checks values.
    static func line(for command: NavigationCommand) -> String {
        let checksValues = command.viewModels.contains { ($0 as? any ExpectedViewModelMatching)?.hasPredicate == true }
        return command.description + (checksValues ? " where …" : "")
    }

    /// Whether a recorded command is the expected one: the same description (the command, its
    /// view models' types, its other arguments), and each view model the instance expected or one
    /// its stand-in accepts.
    @MainActor static func match(_ expected: NavigationCommand, _ recorded: NavigationCommand) -> Match {
        guard expected.description == recorded.description else { return .differs }
        let expectedModels = expected.viewModels
        let recordedModels = recorded.viewModels
        guard expectedModels.count == recordedModels.count else { return .differs }
        var result = Match.matches
        for (wanted, found) in zip(expectedModels, recordedModels) {
            if let standIn = wanted as? any ExpectedViewModelMatching {
                switch standIn.match(found) {
                case .differs: return .differs
                case .failsPredicate: result = .failsPredicate
                case .matches: break
                }
            } else if wanted !== found {
                return .differs
            }
        }
        return result
    }
}
