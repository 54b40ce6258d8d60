/// What a view model knows about navigation: requests in terms of view models, never screens.
///
/// Each call becomes a ``NavigationCommand`` on the ``NavigationBus``; the ``Navigator`` performs
/// it on the ``NavigationControllerStack``. Every call returns its result, which may be ignored:
/// ``NavigationOutcome/performed(_:)`` with the change, ``NavigationOutcome/queued`` when it was
/// made while another command was in progress, or a ``NavigationError`` (in which case nothing
/// changed). Failures are also reported to the bus's observers.
///
/// Get the implementation from ``Navigator/services`` and hand it to your view models; shorter
/// forms of the calls give every `animated` and `completion` a default, so `services.pop()`
/// reads well.
///
/// The protocol is `Sendable` (its conformers are main-actor classes), so a ``Router`` that is
/// used from any thread can hold the services it navigates with.
@MainActor
public protocol NavigationServices: AnyObject, Sendable {
    /// Pushes the view model's screen on the top navigation controller.
    ///
    /// - Parameters:
    ///   - viewModel: The view model to show.
    ///   - animated: Whether a renderer should animate the push.
    /// - Returns: The outcome, or ``NavigationError/noRoot``, ``NavigationError/noScreen(for:)``,
    ///   ``NavigationError/duplicateViewModel(for:)`` or ``NavigationError/tabContainerNotAtRoot(for:)``.
    @discardableResult
    func push(_ viewModel: any ViewModel, animated: Bool) -> Result<NavigationOutcome, NavigationError>

    /// Pops the top screen of the top navigation controller.
    ///
    /// - Parameter animated: Whether a renderer should animate the pop.
    /// - Returns: The outcome, or ``NavigationError/cannotPopRoot`` when that controller holds only
    ///   its root screen (``NavigationError/noRoot`` on an empty stack).
    @discardableResult
    func pop(animated: Bool) -> Result<NavigationOutcome, NavigationError>

    /// Pops the top navigation controller to its first screen. At the root already, nothing
    /// changes and the call succeeds. It never dismisses a modal level.
    ///
    /// - Parameter animated: Whether a renderer should animate the pop.
    /// - Returns: The outcome, or ``NavigationError/noRoot`` on an empty stack.
    @discardableResult
    func popToRoot(animated: Bool) -> Result<NavigationOutcome, NavigationError>

    /// Presents a new modal level whose root screen is the view model's, in a style.
    ///
    /// - Parameters:
    ///   - viewModel: The view model to show.
    ///   - style: How a renderer shows the level (a sheet and its detents, full screen, a popover).
    ///   - animated: Whether a renderer should animate the presentation.
    ///   - completion: Called exactly once, after the stack changed and the renderer (if any)
    ///     finished showing it, or with the error.
    /// - Returns: The outcome, or the errors of ``push(_:animated:)``.
    @discardableResult
    func present(
        _ viewModel: any ViewModel, style: PresentationStyle, animated: Bool,
        completion: (@MainActor (Result<NavigationChange, NavigationError>) -> Void)?
    ) -> Result<NavigationOutcome, NavigationError>

    /// Dismisses the top modal level with all its screens.
    ///
    /// - Parameters:
    ///   - animated: Whether a renderer should animate the dismissal.
    ///   - completion: Called exactly once, after the stack changed, or with the error.
    /// - Returns: The outcome, or ``NavigationError/nothingToDismiss`` when only the root level is
    ///   left (``NavigationError/noRoot`` on an empty stack).
    @discardableResult
    func dismiss(
        animated: Bool, completion: (@MainActor (Result<NavigationChange, NavigationError>) -> Void)?
    ) -> Result<NavigationOutcome, NavigationError>

    /// Replaces the whole stack: every modal level is dismissed, every screen released, and one
    /// level remains with the view model's screen (or, for a ``TabContainerViewModel``, its tabs).
    ///
    /// - Parameter viewModel: The new root view model.
    /// - Returns: The outcome, or ``NavigationError/noScreen(for:)`` (and, for a tab container,
    ///   ``NavigationError/noTabs``, ``NavigationError/tabOutOfRange(index:count:)`` or
    ///   ``NavigationError/duplicateViewModel(for:)``).
    @discardableResult
    func resetRoot(_ viewModel: any ViewModel) -> Result<NavigationOutcome, NavigationError>

    /// Replaces the whole stack with one root level holding these view models' screens, root
    /// first, in one change: how a deep link opens list → repository → issue. When the first
    /// is a ``TabContainerViewModel``, its tabs are laid out and the others go on top of its
    /// initial tab.
    ///
    /// - Parameter viewModels: The new screens' view models, root first; at least one.
    /// - Returns: The outcome, or ``NavigationError/emptyStack``, ``NavigationError/noScreen(for:)``,
    ///   ``NavigationError/duplicateViewModel(for:)`` or ``NavigationError/tabContainerNotAtRoot(for:)``
    ///   (and, for a tab container, ``NavigationError/noTabs`` or
    ///   ``NavigationError/tabOutOfRange(index:count:)``).
    @discardableResult
    func resetStack(_ viewModels: [any ViewModel]) -> Result<NavigationOutcome, NavigationError>

    /// Pops the top navigation controller back to this view model's screen.
    ///
    /// - Parameters:
    ///   - viewModel: The instance to return to (compared by identity).
    ///   - animated: Whether a renderer should animate the pop.
    /// - Returns: The outcome, or ``NavigationError/notInStack`` when the instance is not in the
    ///   top navigation controller.
    @discardableResult
    func popTo(_ viewModel: any ViewModel, animated: Bool) -> Result<NavigationOutcome, NavigationError>

    /// Replaces the top navigation controller's screens in one step (one change event, no
    /// intermediate state), as a deep link needs. View models already in that controller keep
    /// their screens; on an empty stack the screens become the root level.
    ///
    /// - Parameters:
    ///   - viewModels: The new screens' view models, root first; at least one.
    ///   - animated: Whether a renderer should animate the change.
    /// - Returns: The outcome, or ``NavigationError/emptyStack``, ``NavigationError/noScreen(for:)``,
    ///   ``NavigationError/duplicateViewModel(for:)`` or ``NavigationError/tabContainerNotAtRoot(for:)``.
    @discardableResult
    func setStack(_ viewModels: [any ViewModel], animated: Bool) -> Result<NavigationOutcome, NavigationError>

    /// Shows these view models' screens, root first, in a tab of the root tab container, and
    /// keeps the user's place everywhere else: how a deep link lands in its tab. The modal
    /// levels are dismissed, the tab is selected, and its navigation controller's screens become
    /// these; the screens at its bottom that are the same already stay, with their view models
    /// (the same instance, or a view model of the same type with an equal `Identifiable` id, as
    /// a link's new list and repository view models are to those the user opened). The other
    /// tabs, and their pushed screens, are untouched.
    ///
    /// - Parameters:
    ///   - index: The tab's index.
    ///   - viewModels: The tab's screens' view models, root first; at least one.
    ///   - animated: Whether a renderer should animate the change.
    /// - Returns: The outcome, or ``NavigationError/noRoot``, ``NavigationError/noTabs``,
    ///   ``NavigationError/tabOutOfRange(index:count:)``, ``NavigationError/emptyStack``,
    ///   ``NavigationError/noScreen(for:)``, ``NavigationError/duplicateViewModel(for:)`` or
    ///   ``NavigationError/tabContainerNotAtRoot(for:)``.
    @discardableResult
    func showInTab(_ index: Int, _ viewModels: [any ViewModel], animated: Bool) -> Result<NavigationOutcome, NavigationError>

    /// Shows these view models' screens, root first, in a column of the root split container, and
    /// focuses the column: what selecting in a sidebar does (`showInColumn(.detail, [RepoViewModel(…)])`),
    /// and how a deep link lands in its column. The modal levels are dismissed, and the column's
    /// screens become these, keeping those at its bottom that are the same already (as
    /// ``showInTab(_:_:animated:)`` does); the other columns are untouched.
    ///
    /// - Parameters:
    ///   - column: The column.
    ///   - viewModels: The column's screens' view models, root first; at least one.
    ///   - animated: Whether a renderer should animate the change.
    /// - Returns: The outcome, or ``NavigationError/noRoot``, ``NavigationError/noSplit``,
    ///   ``NavigationError/noColumn(_:)``, ``NavigationError/emptyStack``,
    ///   ``NavigationError/noScreen(for:)``, ``NavigationError/duplicateViewModel(for:)``,
    ///   ``NavigationError/tabContainerNotAtRoot(for:)`` or ``NavigationError/splitContainerNotAtRoot(for:)``.
    @discardableResult
    func showInColumn(
        _ column: SplitColumn, _ viewModels: [any ViewModel], animated: Bool
    ) -> Result<NavigationOutcome, NavigationError>

    /// Pushes the view model's screen on a column of the root split container, and focuses the
    /// column (UIKit's `show(_:sender:)` from that column). Plain ``push(_:animated:)`` pushes on
    /// the focused column.
    ///
    /// - Parameters:
    ///   - viewModel: The view model whose screen to push.
    ///   - column: The column.
    ///   - animated: Whether a renderer should animate the change.
    /// - Returns: The outcome, or ``NavigationError/noRoot``, ``NavigationError/noSplit``,
    ///   ``NavigationError/noColumn(_:)``, ``NavigationError/noScreen(for:)``,
    ///   ``NavigationError/duplicateViewModel(for:)``, ``NavigationError/tabContainerNotAtRoot(for:)``
    ///   or ``NavigationError/splitContainerNotAtRoot(for:)``.
    @discardableResult
    func push(_ viewModel: any ViewModel, in column: SplitColumn, animated: Bool) -> Result<NavigationOutcome, NavigationError>

    /// Selects a tab of the root tab container, under any modal levels.
    ///
    /// - Parameter index: The tab's index.
    /// - Returns: The outcome, or ``NavigationError/noRoot`` on an empty stack,
    ///   ``NavigationError/noTabs`` or ``NavigationError/tabOutOfRange(index:count:)``.
    @discardableResult
    func selectTab(_ index: Int) -> Result<NavigationOutcome, NavigationError>

    /// Removes the view model's screen and everything above it, wherever it is: the screens
    /// pushed after it and, when its navigation controller is its level's selected one, the modal
    /// levels above (a tab that is not selected keeps them). When it is the root of a modal
    /// level, that level is dismissed.
    ///
    /// - Parameters:
    ///   - viewModel: The instance whose screen goes.
    ///   - animated: Whether a renderer should animate the change.
    /// - Returns: The outcome, ``NavigationError/noRoot`` on an empty stack,
    ///   ``NavigationError/notInStack`` when the instance has no screen, or
    ///   ``NavigationError/cannotPopRoot`` for a root screen of the root level.
    @discardableResult
    func close(_ viewModel: any ViewModel, animated: Bool) -> Result<NavigationOutcome, NavigationError>

    /// Replaces the whole stack with a layout of levels, tabs and screens in one change: how a
    /// saved ``RestorationState`` comes back (see ``Router/restore(_:origin:)``).
    ///
    /// - Parameter layout: The levels, root first.
    /// - Returns: The outcome, or why the layout cannot be laid out (nothing changes then).
    @discardableResult
    func restore(_ layout: StackLayout) -> Result<NavigationOutcome, NavigationError>

    /// Shows a question (an alert or a confirmation dialog) over the top level; its `ending`
    /// handler hears how it ended. The typed calls, ``ask(_:)-(AlertQuestion<Answer>)`` and
    /// ``ask(_:)-(DialogQuestion<Answer>)``, are built on this one.
    ///
    /// A question is answered before anything else moves: any other command performed while it
    /// is shown takes it away first (a new question replaces it), and it ends
    /// ``QuestionEnding/removed``.
    ///
    /// - Parameter question: The question; each instance is asked once.
    /// - Returns: The outcome, or ``NavigationError/noRoot``,
    ///   ``NavigationError/invalidQuestion(_:)`` or ``NavigationError/questionAlreadyAsked``
    ///   (the question's handler hears the same error).
    @discardableResult
    func ask(_ question: AskedQuestion) -> Result<NavigationOutcome, NavigationError>

    /// Makes one call on these services and returns once its command is done: performed or
    /// failed and, when a renderer is attached, on screen. The `…AndWait` forms
    /// (``pushAndWait(_:animated:)`` and the others) are this around each call.
    ///
    /// The default implementation returns the call's result at once, as services with nothing to
    /// wait for (a test double) should; a ``Navigator``'s services wait.
    ///
    /// - Parameter call: One call on these services, such as `{ $0.push(repository) }`.
    /// - Returns: ``NavigationOutcome/performed(_:)`` with the change once it is shown, or the
    ///   error.
    func untilShown(
        _ call: (Self) -> Result<NavigationOutcome, NavigationError>
    ) async -> Result<NavigationOutcome, NavigationError>
}

extension NavigationServices {
    /// Returns the call's result at once: services that perform nothing themselves have nothing
    /// to wait for.
    ///
    /// - Parameter call: One call on these services.
    /// - Returns: The call's result.
    public func untilShown(
        _ call: (Self) -> Result<NavigationOutcome, NavigationError>
    ) async -> Result<NavigationOutcome, NavigationError> {
        call(self)
    }
}
