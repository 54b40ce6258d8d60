/// What a route does with a matched URL: its handler's answer.
///
/// A route that navigates answers with the same ``NavigationCommand`` a view model sends
/// (`.navigate(.resetStack([list, repository]))`, `.navigate(.showInTab(1, [list]))`), and the
/// router sends it through its ``NavigationServices`` — the same bus, interceptors and stack as a
/// view model's own calls.
@MainActor
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum RouteDestination {
    /// Send this command: a link that lands in its tab (``NavigationCommand/showInTab(_:_:animated:)``),
    /// opens list → repository → issue in one change (``NavigationCommand/resetStack(_:)``),
    /// presents a sheet, or asks a question first (``NavigationCommand/ask(_:)``; a route that
    /// only asks puts no screen on the stack: register it with `shows: []`).
    case navigate(NavigationCommand)
    /// Navigate nowhere and hand this value to the caller (an object route).
    case value(any Sendable)
    /// Navigate nowhere: the handler did what was needed (a fallback that logs, say).
    case handled
}

extension RouteDestination {
    /// Shows the view model's screen as a `Presentation` says: how manifest routes and web
    /// pages answer.
    ///
    /// - Parameters:
    ///   - viewModel: The view model to show.
    ///   - presentation: Pushed, presented in a style, as the new root, or in a column.
    ///   - animated: Whether a renderer should animate a push or a presentation.
    /// - Returns: `navigate(_:)` with a push, a presentation, a new root or a column's screens.
    package static func show(_ viewModel: any ViewModel, as presentation: Presentation, animated: Bool = true) -> RouteDestination {
        switch presentation {
        case .push: .navigate(.push(viewModel, animated: animated))
        case .present(let style): .navigate(.present(viewModel, style: style, animated: animated))
        case .resetRoot: .navigate(.resetRoot(viewModel))
        case .column(let column): .navigate(.showInColumn(column, [viewModel], animated: animated))
        }
    }
}

extension RouteDestination {
    /// Asks an alert, and calls `answered` with the answer (on the main actor, as soon as it
    /// can once the question ended: the chosen button's answer, else the cancel button's).
    ///
    /// ```swift
    /// try router.register("app://confirm-logout", shows: []) { _ in
    ///     .ask(AlertQuestion(title: "Sign out?", buttons: [.destructive("Sign out", true), .cancel("Cancel")])) { answer in
    ///         if answer == true { session.signOut() }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - alert: The alert.
    ///   - answered: What to do with the answer; not called when the question was never shown.
    /// - Returns: ``navigate(_:)`` with the question.
    public static func ask<Answer>(
        _ alert: AlertQuestion<Answer>, then answered: @escaping @MainActor (Answer?) -> Void
    ) -> RouteDestination {
        .navigate(.ask(QuestionButton.asked(alert.content, alert.buttons, then: answered)))
    }

    /// Asks a confirmation dialog, and calls `answered` with the answer.
    ///
    /// - Parameters:
    ///   - dialog: The dialog.
    ///   - answered: What to do with the answer; not called when the question was never shown.
    /// - Returns: ``navigate(_:)`` with the question.
    public static func ask<Answer>(
        _ dialog: DialogQuestion<Answer>, then answered: @escaping @MainActor (Answer?) -> Void
    ) -> RouteDestination {
        .navigate(.ask(QuestionButton.asked(dialog.content, dialog.buttons, then: answered)))
    }
}
