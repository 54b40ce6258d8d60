// Opening a child and awaiting its result: the services' side of `ResultChannel`.

extension NavigationServices {
    /// Pushes a child and waits until it finishes or leaves.
    ///
    /// ```swift
    /// if case .finished(let branch) = await services.pushForResult(BranchPickerViewModel()) {
    ///     self.branch = branch
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - child: The child; each instance reports to one caller at a time.
    ///   - animated: Whether a renderer should animate the push (and the close after it finishes).
    /// - Returns: ``ChildResult/finished(_:)`` with its value, or ``ChildResult/cancelled(_:)``
    ///   with how it left; exactly once, whichever way it goes.
    public func pushForResult<Child: ResultProducing>(
        _ child: Child, animated: Bool = true
    ) async -> ChildResult<Child.Output> {
        await awaitResult(of: child, animated: animated) { services, child in services.push(child, animated: animated) }
    }

    /// Presents a child in a new modal level and waits until it finishes or leaves.
    ///
    /// ```swift
    /// switch await services.presentForResult(LoginViewModel(session: session)) {
    /// case .finished(let user): greet(user)
    /// case .cancelled(let exit): log("no login: \(exit)")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - child: The child; each instance reports to one caller at a time.
    ///   - style: How a renderer shows the child's level; the platform's default unless given.
    ///   - animated: Whether a renderer should animate the presentation (and the close after it
    ///     finishes).
    /// - Returns: ``ChildResult/finished(_:)`` with its value, or ``ChildResult/cancelled(_:)``
    ///   with how it left; exactly once, whichever way it goes.
    public func presentForResult<Child: ResultProducing>(
        _ child: Child, style: PresentationStyle = .automatic, animated: Bool = true
    ) async -> ChildResult<Child.Output> {
        await awaitResult(of: child, animated: animated) { services, child in
            services.present(child, style: style, animated: animated)
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
