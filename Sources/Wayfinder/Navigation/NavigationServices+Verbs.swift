// The verbs a view model calls: each sends one ``NavigationCommand`` through `send(_:)`, so a
// conformer implements none of them and a new verb breaks no conformer.

extension NavigationServices {
    /// Pushes the view model's screen on the top navigation controller (on the focused column of
    /// a split): sends ``NavigationCommand/push(_:animated:)``.
    ///
    /// - Parameters:
    ///   - viewModel: The view model to show.
    ///   - animated: Whether a renderer should animate the push.
    /// - Returns: The outcome, or ``NavigationError/noRoot``, ``NavigationError/noScreen(for:)``,
    ///   ``NavigationError/duplicateViewModel(for:)`` or ``NavigationError/tabContainerNotAtRoot(for:)``.
    @discardableResult
    public func push(_ viewModel: any ViewModel, animated: Bool = true) -> Result<NavigationOutcome, NavigationError> {
        send(.push(viewModel, animated: animated))
    }

    /// Pops the top screen of the top navigation controller: sends ``NavigationCommand/pop(animated:)``.
    ///
    /// - Parameter animated: Whether a renderer should animate the pop.
    /// - Returns: The outcome, or ``NavigationError/cannotPopRoot`` when that controller holds only
    ///   its root screen (``NavigationError/noRoot`` on an empty stack).
    @discardableResult
    public func pop(animated: Bool = true) -> Result<NavigationOutcome, NavigationError> {
        send(.pop(animated: animated))
    }

    /// Pops the top navigation controller to its first screen: sends
    /// ``NavigationCommand/popToRoot(animated:)``. At the root already, nothing changes and the
    /// call succeeds. It never dismisses a modal level.
    ///
    /// - Parameter animated: Whether a renderer should animate the pop.
    /// - Returns: The outcome, or ``NavigationError/noRoot`` on an empty stack.
    @discardableResult
    public func popToRoot(animated: Bool = true) -> Result<NavigationOutcome, NavigationError> {
        send(.popToRoot(animated: animated))
    }

    /// Presents a new modal level whose root screen is the view model's, in a style: sends
    /// ``NavigationCommand/present(_:style:animated:)``.
    ///
    /// - Parameters:
    ///   - viewModel: The view model to show.
    ///   - style: How a renderer shows the level (a sheet and its detents, full screen, a popover).
    ///   - animated: Whether a renderer should animate the presentation.
    /// - Returns: The outcome, or the errors of ``push(_:animated:)``.
    @discardableResult
    public func present(
        _ viewModel: any ViewModel, style: ModalStyle = .automatic, animated: Bool = true
    ) -> Result<NavigationOutcome, NavigationError> {
        send(.present(viewModel, style: style, animated: animated))
    }

    /// Dismisses the top modal level with all its screens: sends ``NavigationCommand/dismiss(animated:)``.
    ///
    /// - Parameter animated: Whether a renderer should animate the dismissal.
    /// - Returns: The outcome, or ``NavigationError/nothingToDismiss`` when only the root level is
    ///   left (``NavigationError/noRoot`` on an empty stack).
    @discardableResult
    public func dismiss(animated: Bool = true) -> Result<NavigationOutcome, NavigationError> {
        send(.dismiss(animated: animated))
    }

    /// Replaces the whole stack with one level holding the view model's screen (or, for a
    /// ``TabContainerViewModel``, its tabs): sends ``NavigationCommand/resetRoot(_:)``.
    ///
    /// - Parameter viewModel: The new root view model.
    /// - Returns: The outcome, or ``NavigationError/noScreen(for:)`` (and, for a tab container,
    ///   ``NavigationError/noTabs``, ``NavigationError/tabOutOfRange(index:count:)`` or
    ///   ``NavigationError/duplicateViewModel(for:)``).
    @discardableResult
    public func resetRoot(_ viewModel: any ViewModel) -> Result<NavigationOutcome, NavigationError> {
        send(.resetRoot(viewModel))
    }

    /// Replaces the whole stack with one root level holding these view models' screens, root
    /// first, in one change (how a deep link opens list → repository → issue): sends
    /// ``NavigationCommand/resetStack(_:)``.
    ///
    /// - Parameter viewModels: The new screens' view models, root first; at least one.
    /// - Returns: The outcome, or ``NavigationError/emptyStack``, ``NavigationError/noScreen(for:)``,
    ///   ``NavigationError/duplicateViewModel(for:)`` or ``NavigationError/tabContainerNotAtRoot(for:)``.
    @discardableResult
    public func resetStack(_ viewModels: [any ViewModel]) -> Result<NavigationOutcome, NavigationError> {
        send(.resetStack(viewModels))
    }

    /// Pops the top navigation controller back to this view model's screen: sends
    /// ``NavigationCommand/popTo(_:animated:)``.
    ///
    /// - Parameters:
    ///   - viewModel: The instance to return to (compared by identity).
    ///   - animated: Whether a renderer should animate the pop.
    /// - Returns: The outcome, or ``NavigationError/notInStack`` when the instance is not in the
    ///   top navigation controller.
    @discardableResult
    public func popTo(_ viewModel: any ViewModel, animated: Bool = true) -> Result<NavigationOutcome, NavigationError> {
        send(.popTo(viewModel, animated: animated))
    }

    /// Replaces the top navigation controller's screens in one step: sends
    /// ``NavigationCommand/resetScreens(_:animated:)``.
    ///
    /// - Parameters:
    ///   - viewModels: The new screens' view models, root first; at least one.
    ///   - animated: Whether a renderer should animate the change.
    /// - Returns: The outcome, or the errors of ``resetStack(_:)``.
    @discardableResult
    public func resetScreens(_ viewModels: [any ViewModel], animated: Bool = true) -> Result<NavigationOutcome, NavigationError> {
        send(.resetScreens(viewModels, animated: animated))
    }

    /// Shows these screens, root first, in a tab of the root tab container, keeping the user's
    /// place everywhere else (how a deep link lands in its tab): sends
    /// ``NavigationCommand/showInTab(_:_:animated:)``. A root of one navigation controller (a
    /// flow shown in one tab of the app's own tab bar) is the one tab of screens that start with
    /// its root screen: they land in it, and the renderer shown in that tab selects it.
    ///
    /// - Parameters:
    ///   - index: The tab's index (any, for a root of one navigation controller).
    ///   - viewModels: The tab's screens' view models, root first; at least one.
    ///   - animated: Whether a renderer should animate the change.
    /// - Returns: The outcome, or ``NavigationError/noTabs`` (a split root, or a root of one
    ///   navigation controller of another screen),
    ///   ``NavigationError/tabOutOfRange(index:count:)`` and the errors of ``resetStack(_:)``.
    @discardableResult
    public func showInTab(_ index: Int, _ viewModels: [any ViewModel], animated: Bool = true) -> Result<NavigationOutcome, NavigationError> {
        send(.showInTab(index, viewModels, animated: animated))
    }

    /// Shows these screens, root first, in a column of the root split container, and focuses the
    /// column (what selecting in a sidebar does): sends ``NavigationCommand/showInColumn(_:_:animated:)``.
    ///
    /// - Parameters:
    ///   - column: The column.
    ///   - viewModels: The column's screens' view models, root first; at least one.
    ///   - animated: Whether a renderer should animate the change.
    /// - Returns: The outcome, or ``NavigationError/noSplit``, ``NavigationError/noColumn(_:)``
    ///   and the errors of ``resetStack(_:)``.
    @discardableResult
    public func showInColumn(
        _ column: SplitColumn, _ viewModels: [any ViewModel], animated: Bool = true
    ) -> Result<NavigationOutcome, NavigationError> {
        send(.showInColumn(column, viewModels, animated: animated))
    }

    /// Pushes the view model's screen on a column of the root split container, and focuses the
    /// column: sends ``NavigationCommand/pushInColumn(_:_:animated:)``.
    ///
    /// - Parameters:
    ///   - viewModel: The view model whose screen to push.
    ///   - column: The column.
    ///   - animated: Whether a renderer should animate the change.
    /// - Returns: The outcome, or ``NavigationError/noSplit``, ``NavigationError/noColumn(_:)``
    ///   and the errors of ``push(_:animated:)``.
    @discardableResult
    public func push(_ viewModel: any ViewModel, in column: SplitColumn, animated: Bool = true) -> Result<NavigationOutcome, NavigationError> {
        send(.pushInColumn(column, viewModel, animated: animated))
    }

    /// Selects a tab of the root tab container, under any modal levels: sends
    /// ``NavigationCommand/selectTab(_:)``.
    ///
    /// - Parameter index: The tab's index.
    /// - Returns: The outcome, or ``NavigationError/noRoot`` on an empty stack,
    ///   ``NavigationError/noTabs`` or ``NavigationError/tabOutOfRange(index:count:)``.
    @discardableResult
    public func selectTab(_ index: Int) -> Result<NavigationOutcome, NavigationError> {
        send(.selectTab(index))
    }

    /// Removes the view model's screen and everything above it, wherever it is (how a child that
    /// finished leaves): sends ``NavigationCommand/close(_:animated:)``.
    ///
    /// - Parameters:
    ///   - viewModel: The instance whose screen goes.
    ///   - animated: Whether a renderer should animate the change.
    /// - Returns: The outcome, ``NavigationError/noRoot`` on an empty stack,
    ///   ``NavigationError/notInStack`` when the instance has no screen, or
    ///   ``NavigationError/cannotPopRoot`` for a root screen of the root level.
    @discardableResult
    public func close(_ viewModel: any ViewModel, animated: Bool = true) -> Result<NavigationOutcome, NavigationError> {
        send(.close(viewModel, animated: animated))
    }

    /// Replaces the whole stack with a layout of levels, tabs and screens in one change (how a
    /// saved ``RestorationState`` comes back; see ``Router/restore(_:origin:)``): sends
    /// ``NavigationCommand/restore(_:)``.
    ///
    /// - Parameter layout: The levels, root first.
    /// - Returns: The outcome, or why the layout cannot be laid out (nothing changes then).
    @discardableResult
    public func restore(_ layout: StackLayout) -> Result<NavigationOutcome, NavigationError> {
        send(.restore(layout))
    }

    /// Shows a question (an alert or a confirmation dialog) over the top level; its `ending`
    /// handler hears how it ended, and hears the error when it cannot be shown. Sends
    /// `NavigationCommand.ask`. The typed calls, `ask(_:)` of an alert or a dialog, are built on
    /// this one.
    ///
    /// - Parameter question: The question; each instance is asked once.
    /// - Returns: The outcome, or ``NavigationError/noRoot``,
    ///   ``NavigationError/invalidQuestion(_:)`` or ``NavigationError/questionAlreadyAsked``.
    @discardableResult
    package func ask(_ question: AskedQuestion) -> Result<NavigationOutcome, NavigationError> {
        let result = send(.ask(question))
        // For services of the app's own; a navigator's have ended it already (a second end is
        // ignored). A question asked twice is the one shown already: its handler is kept.
        if case .failure(let error) = result, error != .questionAlreadyAsked { question.end(.failure(error)) }
        return result
    }
}
