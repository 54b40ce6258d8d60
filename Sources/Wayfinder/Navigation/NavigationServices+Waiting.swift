// The `…AndWait` forms: each call, returning once its command is on screen.
//
// They have their own names: an `async` overload of the same name would be chosen over the
// synchronous call in every asynchronous context (a `Task`, a guard's operation), turning code
// that means "request and go on" into code that waits, or that no longer compiles without `await`.

extension NavigationServices {
    /// Pushes the view model's screen and returns once it is shown.
    ///
    /// ```swift
    /// await services.pushAndWait(RepositoryViewModel(name: "wayfinder"))
    /// analytics.screenShown("repository")          // the push animation is over
    /// ```
    ///
    /// - Parameters:
    ///   - viewModel: The view model to show.
    ///   - animated: Whether a renderer should animate the push.
    /// - Returns: See ``push(_:animated:)``; ``NavigationOutcome/performed(_:)`` once shown.
    @discardableResult
    public func pushAndWait(_ viewModel: any ViewModel, animated: Bool = true) async -> Result<NavigationOutcome, NavigationError> {
        await untilShown { $0.push(viewModel, animated: animated) }
    }

    /// Pops the top screen and returns once the pop is shown.
    ///
    /// - Parameter animated: Whether a renderer should animate the pop.
    /// - Returns: See ``pop(animated:)``.
    @discardableResult
    public func popAndWait(animated: Bool = true) async -> Result<NavigationOutcome, NavigationError> {
        await untilShown { $0.pop(animated: animated) }
    }

    /// Pops to the first screen and returns once the pop is shown.
    ///
    /// - Parameter animated: Whether a renderer should animate the pop.
    /// - Returns: See ``popToRoot(animated:)``.
    @discardableResult
    public func popToRootAndWait(animated: Bool = true) async -> Result<NavigationOutcome, NavigationError> {
        await untilShown { $0.popToRoot(animated: animated) }
    }

    /// Presents the view model's screen in a new modal level and returns once it is shown.
    ///
    /// - Parameters:
    ///   - viewModel: The view model to show.
    ///   - style: How a renderer shows the level; the platform's default unless given.
    ///   - animated: Whether a renderer should animate the presentation.
    /// - Returns: See ``present(_:style:animated:completion:)``.
    @discardableResult
    public func presentAndWait(
        _ viewModel: any ViewModel, style: PresentationStyle = .automatic, animated: Bool = true
    ) async -> Result<NavigationOutcome, NavigationError> {
        await untilShown { $0.present(viewModel, style: style, animated: animated, completion: nil) }
    }

    /// Dismisses the top modal level and returns once the dismissal is shown.
    ///
    /// - Parameter animated: Whether a renderer should animate the dismissal.
    /// - Returns: See ``dismiss(animated:completion:)``.
    @discardableResult
    public func dismissAndWait(animated: Bool = true) async -> Result<NavigationOutcome, NavigationError> {
        await untilShown { $0.dismiss(animated: animated, completion: nil) }
    }

    /// Replaces the whole stack with this root and returns once it is shown.
    ///
    /// - Parameter viewModel: The new root view model.
    /// - Returns: See ``resetRoot(_:)``.
    @discardableResult
    public func resetRootAndWait(_ viewModel: any ViewModel) async -> Result<NavigationOutcome, NavigationError> {
        await untilShown { $0.resetRoot(viewModel) }
    }

    /// Replaces the whole stack with these screens and returns once they are shown.
    ///
    /// - Parameter viewModels: The new screens' view models, root first.
    /// - Returns: See ``resetStack(_:)``.
    @discardableResult
    public func resetStackAndWait(_ viewModels: [any ViewModel]) async -> Result<NavigationOutcome, NavigationError> {
        await untilShown { $0.resetStack(viewModels) }
    }

    /// Pops back to the view model's screen and returns once the pop is shown.
    ///
    /// - Parameters:
    ///   - viewModel: The instance to return to.
    ///   - animated: Whether a renderer should animate the pop.
    /// - Returns: See ``popTo(_:animated:)``.
    @discardableResult
    public func popToAndWait(_ viewModel: any ViewModel, animated: Bool = true) async -> Result<NavigationOutcome, NavigationError> {
        await untilShown { $0.popTo(viewModel, animated: animated) }
    }

    /// Replaces the top navigation controller's screens and returns once they are shown.
    ///
    /// - Parameters:
    ///   - viewModels: The new screens' view models, root first.
    ///   - animated: Whether a renderer should animate the change.
    /// - Returns: See ``setStack(_:animated:)``.
    @discardableResult
    public func setStackAndWait(_ viewModels: [any ViewModel], animated: Bool = true) async -> Result<NavigationOutcome, NavigationError> {
        await untilShown { $0.setStack(viewModels, animated: animated) }
    }

    /// Shows these screens in a tab of the root tab container, keeping the user's place
    /// elsewhere, and returns once the change is shown.
    ///
    /// - Parameters:
    ///   - index: The tab's index.
    ///   - viewModels: The tab's screens' view models, root first.
    ///   - animated: Whether a renderer should animate the change.
    /// - Returns: See ``showInTab(_:_:animated:)``.
    @discardableResult
    public func showInTabAndWait(
        _ index: Int, _ viewModels: [any ViewModel], animated: Bool = true
    ) async -> Result<NavigationOutcome, NavigationError> {
        await untilShown { $0.showInTab(index, viewModels, animated: animated) }
    }

    /// Shows these screens in a column of the root split container and returns once they are shown.
    ///
    /// - Parameters:
    ///   - column: The column.
    ///   - viewModels: The column's screens' view models, root first.
    ///   - animated: Whether a renderer should animate the change.
    /// - Returns: See ``showInColumn(_:_:animated:)``.
    @discardableResult
    public func showInColumnAndWait(
        _ column: SplitColumn, _ viewModels: [any ViewModel], animated: Bool = true
    ) async -> Result<NavigationOutcome, NavigationError> {
        await untilShown { $0.showInColumn(column, viewModels, animated: animated) }
    }

    /// Selects a tab of the root tab container and returns once it is shown.
    ///
    /// - Parameter index: The tab's index.
    /// - Returns: See ``selectTab(_:)``.
    @discardableResult
    public func selectTabAndWait(_ index: Int) async -> Result<NavigationOutcome, NavigationError> {
        await untilShown { $0.selectTab(index) }
    }

    /// Removes the view model's screen and everything above it, and returns once that is shown.
    ///
    /// - Parameters:
    ///   - viewModel: The instance whose screen goes.
    ///   - animated: Whether a renderer should animate the change.
    /// - Returns: See ``close(_:animated:)``.
    @discardableResult
    public func closeAndWait(_ viewModel: any ViewModel, animated: Bool = true) async -> Result<NavigationOutcome, NavigationError> {
        await untilShown { $0.close(viewModel, animated: animated) }
    }

    /// Lays out the whole stack and returns once it is shown.
    ///
    /// - Parameter layout: The levels, root first.
    /// - Returns: See ``restore(_:)``.
    @discardableResult
    public func restoreAndWait(_ layout: StackLayout) async -> Result<NavigationOutcome, NavigationError> {
        await untilShown { $0.restore(layout) }
    }
}
