import Wayfinder

// Commands that carry view models, matched by type and, optionally, by a predicate on values.

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
        let name = style.map { "present(\(TypeNames.name(of: type)), style: \($0)" } ?? "present(\(TypeNames.name(of: type))"
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
        let names = types.map { TypeNames.name(of: $0) }.joined(separator: ", ")
        let identifiers = types.map(ObjectIdentifier.init)
        return ExpectedCommand(.performed, command: "setStack([\(names)]" + options(animated, false) + ")") { command in
            guard case .setStack(let viewModels, _) = command, sameTypes(viewModels, identifiers) else { return .differs }
            return animated.map { $0 == command.animated ? .matches : .differs } ?? .matches
        }
    }

    /// A deep link into a tab: these screens shown in tab `index`, keeping the user's place
    /// elsewhere (`NavigationServices.showInTab`).
    ///
    /// - Parameters:
    ///   - index: The tab; `nil` accepts any.
    ///   - types: The view models' types, root first.
    ///   - animated: Whether it was animated; `nil` accepts both.
    /// - Returns: The expectation.
    public static func showInTab(_ index: Int?, _ types: [any ViewModel.Type], animated: Bool? = nil) -> ExpectedCommand {
        let names = types.map { TypeNames.name(of: $0) }.joined(separator: ", ")
        let identifiers = types.map(ObjectIdentifier.init)
        let tab = index.map { "\($0)" } ?? "_"
        return ExpectedCommand(.performed, command: "showInTab(\(tab), [\(names)]" + options(animated, false) + ")") { command in
            guard case .showInTab(let actual, let viewModels, _) = command, index == nil || index == actual,
                  sameTypes(viewModels, identifiers)
            else { return .differs }
            return animated.map { $0 == command.animated ? .matches : .differs } ?? .matches
        }
    }

    /// Screens shown in a column of the root split, which is focused: what selecting in a sidebar
    /// does, or a link into a column (`NavigationServices.showInColumn`).
    ///
    /// ```swift
    /// navigator.expectCommand(.showInColumn(.detail, [RepositoryViewModel.self]))
    /// ```
    ///
    /// - Parameters:
    ///   - column: The column; `nil` accepts any.
    ///   - types: The view models' types, root first.
    ///   - animated: Whether it was animated; `nil` accepts both.
    /// - Returns: The expectation.
    public static func showInColumn(
        _ column: SplitColumn?, _ types: [any ViewModel.Type], animated: Bool? = nil
    ) -> ExpectedCommand {
        let names = types.map { TypeNames.name(of: $0) }.joined(separator: ", ")
        let identifiers = types.map(ObjectIdentifier.init)
        let columnName = column.map { "\($0)" } ?? "_"
        return ExpectedCommand(.performed, command: "showInColumn(\(columnName), [\(names)]" + options(animated, false) + ")") { command in
            guard case .showInColumn(let actual, let viewModels, _) = command, column == nil || column == actual,
                  sameTypes(viewModels, identifiers)
            else { return .differs }
            return animated.map { $0 == command.animated ? .matches : .differs } ?? .matches
        }
    }

    /// A push of a view model of this type on a column of the root split
    /// (`NavigationServices.push(_:in:animated:)`).
    ///
    /// - Parameters:
    ///   - type: The view model's type.
    ///   - column: The column; `nil` accepts any.
    ///   - animated: Whether it was animated; `nil` accepts both.
    ///   - predicate: What must hold for the view model's values; `nil` checks the type only.
    /// - Returns: The expectation.
    public static func push<Model: ViewModel>(
        _ type: Model.Type, in column: SplitColumn?, animated: Bool? = nil, where predicate: (@MainActor (Model) -> Bool)? = nil
    ) -> ExpectedCommand {
        single("pushInColumn", type, animated: animated, predicate, in: column.map { "\($0)" } ?? "_") { command in
            if case .pushInColumn(let actual, let viewModel, _) = command, column == nil || column == actual { viewModel } else { nil }
        }
    }

    /// A new stack of one level, of view models of these types.
    ///
    /// - Parameter types: The view models' types, root first.
    /// - Returns: The expectation.
    public static func resetStack(_ types: [any ViewModel.Type]) -> ExpectedCommand {
        let names = types.map { TypeNames.name(of: $0) }.joined(separator: ", ")
        let identifiers = types.map(ObjectIdentifier.init)
        return ExpectedCommand(.performed, command: "resetStack([\(names)])") { command in
            guard case .resetStack(let viewModels) = command, sameTypes(viewModels, identifiers) else { return .differs }
            return .matches
        }
    }

    private static func single<Model: ViewModel>(
        _ name: String, _ type: Model.Type, animated: Bool?, _ predicate: (@MainActor (Model) -> Bool)?,
        in column: String? = nil, _ viewModel: @escaping @MainActor (NavigationCommand) -> (any ViewModel)?
    ) -> ExpectedCommand {
        let line = "\(name)(\(TypeNames.name(of: type))" + (column.map { ", in: \($0)" } ?? "")
            + options(animated, predicate != nil) + ")"
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
