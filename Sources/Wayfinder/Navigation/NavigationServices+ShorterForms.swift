// The shorter forms of the services' calls: animated unless told otherwise, the platform's
// default presentation style, and a completion only when one is given.

extension NavigationServices {
    /// Pushes the view model's screen, animated.
    ///
    /// - Parameter viewModel: The view model to show.
    /// - Returns: See ``push(_:animated:)``.
    @discardableResult
    public func push(_ viewModel: any ViewModel) -> Result<NavigationOutcome, NavigationError> {
        push(viewModel, animated: true)
    }

    /// Pops the top screen, animated.
    ///
    /// - Returns: See ``pop(animated:)``.
    @discardableResult
    public func pop() -> Result<NavigationOutcome, NavigationError> {
        pop(animated: true)
    }

    /// Pops to the first screen, animated.
    ///
    /// - Returns: See ``popToRoot(animated:)``.
    @discardableResult
    public func popToRoot() -> Result<NavigationOutcome, NavigationError> {
        popToRoot(animated: true)
    }

    // `present` and `dismiss` get overloads with fewer arguments, never a default-argument
    // version of the requirement itself: that would become the requirement's default
    // implementation and call itself forever in a conformer that forgot to implement it.

    /// Presents the view model's screen in a new modal level.
    ///
    /// - Parameters:
    ///   - viewModel: The view model to show.
    ///   - style: How a renderer shows the level; the platform's default unless given.
    ///   - animated: Whether a renderer should animate the presentation.
    /// - Returns: See ``present(_:style:animated:completion:)``.
    @discardableResult
    public func present(
        _ viewModel: any ViewModel, style: PresentationStyle = .automatic, animated: Bool = true
    ) -> Result<NavigationOutcome, NavigationError> {
        present(viewModel, style: style, animated: animated, completion: nil)
    }

    /// Presents the view model's screen in a new modal level and calls `completion` once it is
    /// shown (or failed).
    ///
    /// - Parameters:
    ///   - viewModel: The view model to show.
    ///   - style: How a renderer shows the level; the platform's default unless given.
    ///   - animated: Whether a renderer should animate the presentation.
    ///   - completion: Called exactly once, after the stack changed and the renderer (if any)
    ///     finished showing it, or with the error.
    /// - Returns: See ``present(_:style:animated:completion:)``.
    @discardableResult
    public func present(
        _ viewModel: any ViewModel, style: PresentationStyle = .automatic, animated: Bool = true,
        completion: @escaping @MainActor (Result<NavigationChange, NavigationError>) -> Void
    ) -> Result<NavigationOutcome, NavigationError> {
        present(viewModel, style: style, animated: animated, completion: Optional(completion))
    }

    /// Presents the view model's screen in a new modal level, in the platform's default style,
    /// and calls `completion`, if any, once it is shown (or failed): the form that takes
    /// `completion: nil`, as `dismiss(animated:completion:)` does.
    ///
    /// - Parameters:
    ///   - viewModel: The view model to show.
    ///   - animated: Whether a renderer should animate the presentation.
    ///   - completion: Called exactly once, after the stack changed and the renderer (if any)
    ///     finished showing it, or with the error; `nil` for none.
    /// - Returns: See ``present(_:style:animated:completion:)``.
    @discardableResult
    public func present(
        _ viewModel: any ViewModel, animated: Bool,
        completion: (@MainActor (Result<NavigationChange, NavigationError>) -> Void)?
    ) -> Result<NavigationOutcome, NavigationError> {
        present(viewModel, style: .automatic, animated: animated, completion: completion)
    }

    /// Dismisses the top modal level.
    ///
    /// - Parameter animated: Whether a renderer should animate the dismissal.
    /// - Returns: See ``dismiss(animated:completion:)``.
    @discardableResult
    public func dismiss(animated: Bool = true) -> Result<NavigationOutcome, NavigationError> {
        dismiss(animated: animated, completion: nil)
    }

    /// Dismisses the top modal level and calls `completion` once it is gone (or failed).
    ///
    /// - Parameters:
    ///   - animated: Whether a renderer should animate the dismissal.
    ///   - completion: Called exactly once, after the stack changed and the renderer (if any)
    ///     finished showing it, or with the error.
    /// - Returns: See ``dismiss(animated:completion:)``.
    @discardableResult
    public func dismiss(
        animated: Bool = true, completion: @escaping @MainActor (Result<NavigationChange, NavigationError>) -> Void
    ) -> Result<NavigationOutcome, NavigationError> {
        dismiss(animated: animated, completion: Optional(completion))
    }

    /// Pops back to the view model's screen, animated.
    ///
    /// - Parameter viewModel: The instance to return to.
    /// - Returns: See ``popTo(_:animated:)``.
    @discardableResult
    public func popTo(_ viewModel: any ViewModel) -> Result<NavigationOutcome, NavigationError> {
        popTo(viewModel, animated: true)
    }

    /// Replaces the top navigation controller's screens, animated.
    ///
    /// - Parameter viewModels: The new screens' view models, root first.
    /// - Returns: See ``setStack(_:animated:)``.
    @discardableResult
    public func setStack(_ viewModels: [any ViewModel]) -> Result<NavigationOutcome, NavigationError> {
        setStack(viewModels, animated: true)
    }

    /// Shows these screens in a tab of the root tab container, animated, keeping the user's place
    /// elsewhere; see ``showInTab(_:_:animated:)``.
    ///
    /// - Parameters:
    ///   - index: The tab's index.
    ///   - viewModels: The tab's screens' view models, root first.
    /// - Returns: The outcome, or why nothing changed.
    @discardableResult
    public func showInTab(_ index: Int, _ viewModels: [any ViewModel]) -> Result<NavigationOutcome, NavigationError> {
        showInTab(index, viewModels, animated: true)
    }

    /// Shows these screens in a column of the root split container, animated, and focuses it; see
    /// ``showInColumn(_:_:animated:)``.
    ///
    /// - Parameters:
    ///   - column: The column.
    ///   - viewModels: The column's screens' view models, root first.
    /// - Returns: The outcome, or why nothing changed.
    @discardableResult
    public func showInColumn(_ column: SplitColumn, _ viewModels: [any ViewModel]) -> Result<NavigationOutcome, NavigationError> {
        showInColumn(column, viewModels, animated: true)
    }

    /// Pushes the view model's screen on a column of the root split container, animated, and
    /// focuses it; see ``push(_:in:animated:)``.
    ///
    /// - Parameters:
    ///   - viewModel: The view model whose screen to push.
    ///   - column: The column.
    /// - Returns: The outcome, or why nothing changed.
    @discardableResult
    public func push(_ viewModel: any ViewModel, in column: SplitColumn) -> Result<NavigationOutcome, NavigationError> {
        push(viewModel, in: column, animated: true)
    }

    /// Removes the view model's screen and everything above it, animated; see
    /// ``close(_:animated:)``.
    ///
    /// - Parameter viewModel: The instance whose screen goes.
    /// - Returns: The outcome, or why nothing changed.
    @discardableResult
    public func close(_ viewModel: any ViewModel) -> Result<NavigationOutcome, NavigationError> {
        close(viewModel, animated: true)
    }
}
