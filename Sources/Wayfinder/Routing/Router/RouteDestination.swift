/// What a route does with a matched URL: its handler's answer.
///
/// Navigation goes through the router's ``NavigationServices`` — the same bus, interceptors and
/// stack as a view model's own calls.
@MainActor
public enum RouteDestination {
    /// Push the view model's screen.
    case push(any ViewModel, animated: Bool = true)
    /// Present the view model's screen in a new modal level, in this style.
    case present(any ViewModel, style: PresentationStyle = .automatic, animated: Bool = true)
    /// Replace the whole stack with this root.
    case resetRoot(any ViewModel)
    /// Replace the whole stack with these screens, root first, in one change: a deep link such
    /// as `app://repos/apple/swift/issues/7` opening list → repository → issue.
    case resetStack([any ViewModel])
    /// Replace the top navigation controller's screens, root first, in one change.
    case setStack([any ViewModel], animated: Bool = true)
    /// Show these screens, root first, in a tab of the root tab container and keep the user's
    /// place elsewhere (``NavigationServices/showInTab(_:_:animated:)``): a link that lands in its
    /// tab. The screens that tab already shows at its bottom stay; the other tabs are untouched.
    case showInTab(Int, [any ViewModel], animated: Bool = true)
    /// Show these screens, root first, in a column of the root split container and focus it
    /// (``NavigationServices/showInColumn(_:_:animated:)``): a link that lands in its column. The
    /// screens that column already shows at its bottom stay; the other columns are untouched.
    case showInColumn(SplitColumn, [any ViewModel], animated: Bool = true)
    /// Ask a question over the top level: a link that confirms first (`app://confirm-logout`).
    /// Build it with ``ask(_:then:)-(AlertQuestion<Answer>,_)`` to act on the typed answer. A
    /// route that only asks puts no screen on the stack: register it with `produces: []`.
    case ask(AskedQuestion)
    /// Navigate nowhere and hand this value to the caller (an object route).
    case value(any Sendable)
    /// Navigate nowhere: the handler did what was needed (a fallback that logs, say).
    case handled
}

extension RouteDestination {
    /// Shows the view model's screen as a ``Presentation`` says: how manifest routes and web
    /// pages answer.
    ///
    /// - Parameters:
    ///   - viewModel: The view model to show.
    ///   - presentation: Pushed, presented in a style, as the new root, or in a column.
    ///   - animated: Whether a renderer should animate a push or a presentation.
    /// - Returns: ``push(_:animated:)``, ``present(_:style:animated:)``, ``resetRoot(_:)`` or
    ///   ``showInColumn(_:_:animated:)``.
    public static func show(_ viewModel: any ViewModel, as presentation: Presentation, animated: Bool = true) -> RouteDestination {
        switch presentation {
        case .push: .push(viewModel, animated: animated)
        case .present(let style): .present(viewModel, style: style, animated: animated)
        case .resetRoot: .resetRoot(viewModel)
        case .column(let column): .showInColumn(column, [viewModel], animated: animated)
        }
    }
}

extension RouteDestination {
    /// Asks an alert, and calls `answered` with the answer (on the main actor, as soon as it
    /// can once the question ended: the chosen button's answer, else the cancel button's).
    ///
    /// ```swift
    /// try router.register("app://confirm-logout", produces: []) { _ in
    ///     .ask(AlertQuestion(title: "Sign out?", buttons: [.destructive("Sign out", true), .cancel("Cancel")])) { answer in
    ///         if answer == true { session.signOut() }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - alert: The alert.
    ///   - answered: What to do with the answer; not called when the question was never shown.
    /// - Returns: ``ask(_:)``.
    public static func ask<Answer>(
        _ alert: AlertQuestion<Answer>, then answered: @escaping @MainActor (Answer?) -> Void
    ) -> RouteDestination {
        .ask(QuestionButton.asked(alert.content, alert.buttons, then: answered))
    }

    /// Asks a confirmation dialog, and calls `answered` with the answer.
    ///
    /// - Parameters:
    ///   - dialog: The dialog.
    ///   - answered: What to do with the answer; not called when the question was never shown.
    /// - Returns: ``ask(_:)``.
    public static func ask<Answer>(
        _ dialog: DialogQuestion<Answer>, then answered: @escaping @MainActor (Answer?) -> Void
    ) -> RouteDestination {
        .ask(QuestionButton.asked(dialog.content, dialog.buttons, then: answered))
    }
}
