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
    ///   - presentation: Pushed, presented in a style, or as the new root.
    ///   - animated: Whether a renderer should animate a push or a presentation.
    /// - Returns: ``push(_:animated:)``, ``present(_:style:animated:)`` or ``resetRoot(_:)``.
    public static func show(_ viewModel: any ViewModel, as presentation: Presentation, animated: Bool = true) -> RouteDestination {
        switch presentation {
        case .push: .push(viewModel, animated: animated)
        case .present(let style): .present(viewModel, style: style, animated: animated)
        case .resetRoot: .resetRoot(viewModel)
        }
    }
}
