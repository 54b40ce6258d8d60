import Wayfinder

// Commands without a view model, matched by kind and options.

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

    /// A report of what the user did on screen (``TestNavigator/report(_:)``, or a renderer's),
    /// compared by its description: `.reported(.selectedTab(1))`, `.reported(.popped(to: screen))`.
    ///
    /// - Parameter report: The report expected.
    /// - Returns: The expectation.
    public static func reported(_ report: UserReport) -> ExpectedCommand {
        let expected = report.description
        return ExpectedCommand(.performed, report: "reported \(expected)") { $0.description == expected }
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
