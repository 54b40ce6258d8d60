/// The channel through which a ``ResultProducing`` view model hands its value back to the caller
/// awaiting it.
///
/// A caller that awaits the child (``NavigationServices/result(of:as:animated:)``) receives exactly one ``ChildResult``:
/// - ``ChildResult/finished(_:)`` when the child calls ``finish(with:)``; the child's screen is
///   then closed (``NavigationServices/close(_:animated:)``);
/// - ``ChildResult/cancelled(_:)`` when it leaves the stack any other way (popped, dismissed,
///   popped or dismissed by the user, replaced by `resetRoot`, `resetStack`, `resetScreens`, `showInTab` or
///   `restore`, closed), when it never appears (the command failed, was cancelled or
///   redirected), or when the awaiting task is cancelled;
/// - ``ChildResult/cancelled(_:)`` with ``ChildExit/released`` when the navigator holding the
///   child's screen is released while the caller waits.
///
/// No awaiting caller is left hanging: every way out resolves it, and a resolved channel ignores
/// whatever comes after. A child can be awaited again once its previous caller has its result.
///
/// The ways out without a value are reported by a ``Navigator``: with services of your own (a
/// test double), the caller hears only ``finish(with:)``, a failed call, or the cancellation of
/// its task.
@MainActor
public final class ResultChannel<Output: Sendable> {
    private var waiter: CountedContinuation<ChildResult<Output>>?
    /// Closes the child's screen; set while awaited.
    private var closer: (@MainActor () -> Void)?
    private var isShown = false
    /// Tells the awaits apart, so that a cancelled task abandons its own await only.
    private var lastToken = 0
    private var waiterToken = 0

    /// Creates a channel nobody awaits yet.
    public init() {}

    /// Whether a caller is waiting for this channel's result.
    package var isAwaited: Bool { waiter != nil }

    /// Delivers the child's value to the caller awaiting it, then closes the child's screen.
    ///
    /// - Parameter value: What the child hands back.
    /// - Returns: Whether a caller was waiting (the value is dropped otherwise, and nothing is closed).
    @discardableResult
    public func finish(with value: Output) -> Bool {
        guard waiter != nil else { return false }
        let closer = closer
        resolve(.finished(value))
        closer?()
        return true
    }

    // MARK: For the awaiting call and the navigator

    /// A token for the next ``attach(_:token:closer:)``.
    func makeToken() -> Int {
        lastToken += 1
        return lastToken
    }

    /// Starts waiting; fails when a caller already waits.
    func attach(
        _ waiter: CountedContinuation<ChildResult<Output>>, token: Int, closer: @escaping @MainActor () -> Void
    ) -> Bool {
        guard self.waiter == nil else { return false }
        self.waiter = waiter
        waiterToken = token
        self.closer = closer
        isShown = false
        return true
    }

    /// Resolves the waiting caller (if any) with `result`; later calls do nothing.
    func resolve(_ result: ChildResult<Output>) {
        guard let waiter else { return }
        self.waiter = nil
        closer = nil
        isShown = false
        waiter.resume(returning: result)
    }

    /// The task of the await with this token was cancelled: resolve it and close the child.
    func abandon(token: Int) {
        guard waiter != nil, waiterToken == token else { return }
        let closer = closer
        resolve(.cancelled(.awaitCancelled))
        closer?()
    }
}

extension ResultChannel: ResultAwaiting {
    var isAwaitingUnshown: Bool { waiter != nil && !isShown }

    func markShown() {
        if waiter != nil { isShown = true }
    }

    func cancel(_ exit: ChildExit) {
        resolve(.cancelled(exit))
    }
}
