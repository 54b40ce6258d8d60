// Opening a child and awaiting its result: the services' side of `ResultChannel`.

extension NavigationServices {
    /// Shows a child and waits until it finishes or leaves: the one way to await a child's
    /// result. It is pushed, presented in a style, or shown in a column of the root split. A
    /// screen whose result nobody awaits is shown with `push(_:)` or `present(_:style:)`; this is
    /// those, plus the wait and the close when it finishes (`as: .present(.sheet)` is
    /// `present(child, style: .sheet)` awaited).
    ///
    /// ```swift
    /// if case .finished(let branch) = await services.result(of: BranchPickerViewModel()) {
    ///     self.branch = branch
    /// }
    /// switch await services.result(of: LoginViewModel(session: session), as: .present(.sheet)) {
    /// case .finished(let user): greet(user)
    /// case .cancelled(let exit): log("no login: \(exit)")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - child: The child; each instance reports to one caller at a time.
    ///   - presentation: How it is shown: pushed (the default), presented in a style, or in a
    ///     column. A child shown as the new root (``Presentation/resetRoot``) cannot be closed
    ///     when it finishes: its value still arrives.
    ///   - animated: Whether a renderer should animate showing it (and the close after it
    ///     finishes).
    /// - Returns: ``ChildResult/finished(_:)`` with its value, or ``ChildResult/cancelled(_:)``
    ///   with how it left; exactly once, whichever way it goes.
    public func result<Child: ResultProducing>(
        of child: Child, as presentation: Presentation = .push, animated: Bool = true
    ) async -> ChildResult<Child.Output> {
        await awaitResult(of: child, animated: animated) { services, child in
            switch presentation {
            case .push: services.push(child, animated: animated)
            case .present(let style): services.present(child, style: style, animated: animated)
            case .resetRoot: services.resetRoot(child)
            case .column(let column): services.showInColumn(column, [child], animated: animated)
            }
        }
    }

    private func awaitResult<Child: ResultProducing>(
        of child: Child, animated: Bool,
        show: (Self, Child) -> Result<NavigationOutcome, NavigationError>
    ) async -> ChildResult<Child.Output> {
        // A task cancelled already does not open the child at all.
        guard !Task.isCancelled else { return .cancelled(.awaitCancelled) }
        let channel = child.result
        let token = channel.makeToken()
        // A wait a test's settle knows: see NavigationActivity.
        let activity = (self as? BusNavigationServices)?.activity
        let operation = NavigationActivity.currentOperationWaits()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<ChildResult<Child.Output>, Never>) in
                let waiter = CountedContinuation(continuation: continuation, activity: activity)
                let closer: @MainActor () -> Void = { [weak self, weak child] in
                    if let self, let child { self.close(child, animated: animated) }
                }
                guard channel.attach(waiter, token: token, closer: closer) else {
                    waiter.resume(returning: .cancelled(.alreadyAwaited))
                    return
                }
                if case .failure(let error) = show(self, child) { channel.cancel(.notShown(error)) }
            }
        } onCancel: {
            // Runs where the task was cancelled; the main actor hears it in order, before a
            // settle that the canceller starts next.
            Task { @MainActor in channel.abandon(token: token) }
        }
        operation?.resumed()
        activity?.wokeUp()
        return result
    }
}
