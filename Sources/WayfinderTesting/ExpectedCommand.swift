import Wayfinder

/// A command a test expects, by its kind and its view models' types, with an optional predicate
/// on a view model's values; or what happened to such a command: it failed, a guard suspended
/// it, the renderer showed it.
///
/// ```swift
/// navigator.expectCommands([
///     .push(RepositoryViewModel.self) { $0.name == "wayfinder" },
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
    private let command: String
    private let matchCommand: @MainActor (NavigationCommand) -> Match

    private init(_ kind: Kind, command: String, _ match: @escaping @MainActor (NavigationCommand) -> Match) {
        self.kind = kind
        self.command = command
        self.matchCommand = match
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
        guard let recorded = entry.command else { return .differs }
        return matchCommand(recorded)
    }
}

// MARK: - What happened to a command

extension ExpectedCommand {
    /// The command failed and changed nothing.
    ///
    /// - Parameters:
    ///   - command: The command that failed: a command, not another outcome (`.failed(.rendered(…))`
    ///     matches nothing, and says so).
    ///   - error: The error it failed with; `nil` accepts any.
    /// - Returns: The expectation.
    public static func failed(_ command: ExpectedCommand, _ error: NavigationError? = nil) -> ExpectedCommand {
        outcome(.failed(error), "failed", of: command)
    }

    /// A guard held the command while it waited (its decision follows as the command, or as its
    /// failure). Suspensions a test does not list are skipped, in every mode.
    ///
    /// - Parameter command: The command held: a command, not another outcome.
    /// - Returns: The expectation.
    public static func suspended(_ command: ExpectedCommand) -> ExpectedCommand {
        outcome(.suspended, "suspended", of: command)
    }

    /// The renderer acknowledged the transition that shows the command's change. Acknowledgements
    /// a test does not list are skipped, in every mode.
    ///
    /// - Parameter command: The command whose change was shown: a command, not another outcome.
    /// - Returns: The expectation.
    public static func rendered(_ command: ExpectedCommand) -> ExpectedCommand {
        outcome(.rendered, "rendered", of: command)
    }

    /// The renderer did not acknowledge the command's transition before its timeout.
    ///
    /// - Parameter command: The command whose change was not shown in time: a command, not
    ///   another outcome.
    /// - Returns: The expectation.
    public static func rendererTimedOut(_ command: ExpectedCommand) -> ExpectedCommand {
        outcome(.rendererTimedOut, "rendererTimedOut", of: command)
    }

    /// What happened to `command`; an expectation that matches nothing, and says why, when
    /// `command` is itself an outcome.
    private static func outcome(_ kind: Kind, _ name: String, of command: ExpectedCommand) -> ExpectedCommand {
        guard case .performed = command.kind else {
            return ExpectedCommand(.performed, command: "\(name) (\(command)): \(name) wraps a command, not an outcome") { _ in
                .differs
            }
        }
        return ExpectedCommand(kind, command: command.command, command.matchCommand)
    }
}

// MARK: - Commands with a view model

extension ExpectedCommand {
    /// A push of a view model of this type.
    ///
    /// - Parameters:
    ///   - type: The view model's type.
    ///   - animated: Whether it was animated; `nil` accepts both.
    ///   - predicate: What must hold for the view model's values; `nil` checks the type only.
    /// - Returns: The expectation.
    public static func push<Model: ViewModel>(
        _ type: Model.Type, animated: Bool? = nil, where predicate: (@MainActor (Model) -> Bool)? = nil
    ) -> ExpectedCommand {
        single("push", type, animated: animated, predicate) { command in
            if case .push(let viewModel, _) = command { viewModel } else { nil }
        }
    }

    /// A presentation of a view model of this type on a new modal level.
    ///
    /// - Parameters:
    ///   - type: The view model's type.
    ///   - style: The style it was presented in; `nil` accepts any.
    ///   - animated: Whether it was animated; `nil` accepts both.
    ///   - predicate: What must hold for the view model's values; `nil` checks the type only.
    /// - Returns: The expectation.
    public static func present<Model: ViewModel>(
        _ type: Model.Type, style: PresentationStyle? = nil, animated: Bool? = nil,
        where predicate: (@MainActor (Model) -> Bool)? = nil
    ) -> ExpectedCommand {
        let name = style.map { "present(\(String(describing: type)), style: \($0)" } ?? "present(\(String(describing: type))"
        return ExpectedCommand(.performed, command: name + options(animated, predicate != nil) + ")") { command in
            guard case .present(let viewModel, let actualStyle, _) = command else { return .differs }
            if let style, style != actualStyle { return .differs }
            return check(viewModel, as: Model.self, in: command, animated: animated, predicate)
        }
    }

    /// A new root (the whole stack replaced) with a view model of this type.
    ///
    /// - Parameters:
    ///   - type: The view model's type.
    ///   - predicate: What must hold for the view model's values; `nil` checks the type only.
    /// - Returns: The expectation.
    public static func resetRoot<Model: ViewModel>(
        _ type: Model.Type, where predicate: (@MainActor (Model) -> Bool)? = nil
    ) -> ExpectedCommand {
        single("resetRoot", type, animated: nil, predicate) { command in
            if case .resetRoot(let viewModel) = command { viewModel } else { nil }
        }
    }

    /// A pop back to the screen of a view model of this type.
    ///
    /// - Parameters:
    ///   - type: The view model's type.
    ///   - animated: Whether it was animated; `nil` accepts both.
    ///   - predicate: What must hold for the view model's values; `nil` checks the type only.
    /// - Returns: The expectation.
    public static func popTo<Model: ViewModel>(
        _ type: Model.Type, animated: Bool? = nil, where predicate: (@MainActor (Model) -> Bool)? = nil
    ) -> ExpectedCommand {
        single("popTo", type, animated: animated, predicate) { command in
            if case .popTo(let viewModel, _) = command { viewModel } else { nil }
        }
    }

    /// A close of the screen of a view model of this type.
    ///
    /// - Parameters:
    ///   - type: The view model's type.
    ///   - animated: Whether it was animated; `nil` accepts both.
    ///   - predicate: What must hold for the view model's values; `nil` checks the type only.
    /// - Returns: The expectation.
    public static func close<Model: ViewModel>(
        _ type: Model.Type, animated: Bool? = nil, where predicate: (@MainActor (Model) -> Bool)? = nil
    ) -> ExpectedCommand {
        single("close", type, animated: animated, predicate) { command in
            if case .close(let viewModel, _) = command { viewModel } else { nil }
        }
    }

    /// A new stack for the top navigation controller, of view models of these types.
    ///
    /// - Parameters:
    ///   - types: The view models' types, root first.
    ///   - animated: Whether it was animated; `nil` accepts both.
    /// - Returns: The expectation.
    public static func setStack(_ types: [any ViewModel.Type], animated: Bool? = nil) -> ExpectedCommand {
        let names = types.map { String(describing: $0) }.joined(separator: ", ")
        let identifiers = types.map(ObjectIdentifier.init)
        return ExpectedCommand(.performed, command: "setStack([\(names)]" + options(animated, false) + ")") { command in
            guard case .setStack(let viewModels, _) = command, sameTypes(viewModels, identifiers) else { return .differs }
            return animated.map { $0 == command.animated ? .matches : .differs } ?? .matches
        }
    }

    /// A new stack of one level, of view models of these types.
    ///
    /// - Parameter types: The view models' types, root first.
    /// - Returns: The expectation.
    public static func resetStack(_ types: [any ViewModel.Type]) -> ExpectedCommand {
        let names = types.map { String(describing: $0) }.joined(separator: ", ")
        let identifiers = types.map(ObjectIdentifier.init)
        return ExpectedCommand(.performed, command: "resetStack([\(names)])") { command in
            guard case .resetStack(let viewModels) = command, sameTypes(viewModels, identifiers) else { return .differs }
            return .matches
        }
    }

    private static func single<Model: ViewModel>(
        _ name: String, _ type: Model.Type, animated: Bool?, _ predicate: (@MainActor (Model) -> Bool)?,
        _ viewModel: @escaping @MainActor (NavigationCommand) -> (any ViewModel)?
    ) -> ExpectedCommand {
        let line = "\(name)(\(String(describing: type))" + options(animated, predicate != nil) + ")"
        return ExpectedCommand(.performed, command: line) { command in
            guard let recorded = viewModel(command) else { return .differs }
            return check(recorded, as: Model.self, in: command, animated: animated, predicate)
        }
    }

    @MainActor private static func check<Model: ViewModel>(
        _ viewModel: any ViewModel, as type: Model.Type, in command: NavigationCommand, animated: Bool?,
        _ predicate: (@MainActor (Model) -> Bool)?
    ) -> Match {
        guard let model = viewModel as? Model else { return .differs }
        if let animated, animated != command.animated { return .differs }
        guard let predicate else { return .matches }
        return predicate(model) ? .matches : .failsPredicate
    }

    private static func options(_ animated: Bool?, _ hasPredicate: Bool) -> String {
        (animated.map { ", animated: \($0)" } ?? "") + (hasPredicate ? ", where: …" : "")
    }

    @MainActor private static func sameTypes(_ viewModels: [any ViewModel], _ types: [ObjectIdentifier]) -> Bool {
        viewModels.map { ObjectIdentifier(Swift.type(of: $0)) } == types
    }
}

// MARK: - Commands without a view model

extension ExpectedCommand {
    /// A pop of the top screen.
    ///
    /// - Parameter animated: Whether it was animated; `nil` accepts both.
    /// - Returns: The expectation.
    public static func pop(animated: Bool? = nil) -> ExpectedCommand {
        plain("pop", animated) { if case .pop = $0 { true } else { false } }
    }

    /// A pop to the root of the top navigation controller.
    ///
    /// - Parameter animated: Whether it was animated; `nil` accepts both.
    /// - Returns: The expectation.
    public static func popToRoot(animated: Bool? = nil) -> ExpectedCommand {
        plain("popToRoot", animated) { if case .popToRoot = $0 { true } else { false } }
    }

    /// A dismissal of the top modal level.
    ///
    /// - Parameter animated: Whether it was animated; `nil` accepts both.
    /// - Returns: The expectation.
    public static func dismiss(animated: Bool? = nil) -> ExpectedCommand {
        plain("dismiss", animated) { if case .dismiss = $0 { true } else { false } }
    }

    /// A selection of a tab by the app.
    ///
    /// - Parameter index: The tab; `nil` accepts any.
    /// - Returns: The expectation.
    public static func selectTab(_ index: Int? = nil) -> ExpectedCommand {
        plain("selectTab" + (index.map { "(\($0))" } ?? ""), nil) { command in
            if case .selectTab(let actual) = command { index == nil || index == actual } else { false }
        }
    }

    /// A restoration of a saved layout.
    public static var restore: ExpectedCommand {
        plain("restore", nil) { if case .restore = $0 { true } else { false } }
    }

    /// The user popped a navigation controller (a back swipe or the back button).
    public static var userDidPop: ExpectedCommand {
        plain("userDidPop", nil) { if case .userDidPop = $0 { true } else { false } }
    }

    /// The user dismissed a modal level (a sheet dragged down).
    public static var userDidDismiss: ExpectedCommand {
        plain("userDidDismiss", nil) { if case .userDidDismiss = $0 { true } else { false } }
    }

    /// The user tapped a tab.
    ///
    /// - Parameter index: The tab; `nil` accepts any.
    /// - Returns: The expectation.
    public static func userDidSelectTab(_ index: Int? = nil) -> ExpectedCommand {
        plain("userDidSelectTab" + (index.map { "(\($0))" } ?? ""), nil) { command in
            if case .userDidSelectTab(let actual) = command { index == nil || index == actual } else { false }
        }
    }

    private static func plain(
        _ name: String, _ animated: Bool?, _ isKind: @escaping @MainActor (NavigationCommand) -> Bool
    ) -> ExpectedCommand {
        let line = animated.map { name.contains("(") ? name : "\(name)(animated: \($0))" } ?? name
        return ExpectedCommand(.performed, command: line) { command in
            guard isKind(command) else { return .differs }
            if let animated, animated != command.animated { return .differs }
            return .matches
        }
    }
}
