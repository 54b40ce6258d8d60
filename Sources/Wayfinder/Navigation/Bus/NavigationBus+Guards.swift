extension NavigationBus {
    /// Guards the view models of a type: whenever a command would place one on the stack, the
    /// guard decides first, whatever the command and whoever sent it.
    ///
    /// A guard belongs to what it protects. It is asked about the view models a command would
    /// place — a push or a presentation, a `resetScreens`, `resetStack` or `resetRoot` (a tab or split
    /// container's tabs and columns included), `showInTab`, `showInColumn`, a restoration — never
    /// about the command's case, so a link, a restoration, a test and a command added in a later
    /// version are guarded alike, and so is a view model the command keeps in place or places
    /// again.
    ///
    /// ```swift
    /// let signInGuard = navigator.bus.addGuard(for: RepositoryViewModel.self) { _ in
    ///     if session.isSignedIn { return .proceed }
    ///     return .suspend(timeout: .seconds(300)) { services in
    ///         await services.result(of: SignInViewModel(), as: .present).value != nil ? .proceed : .cancel
    ///     }
    /// }
    /// ```
    ///
    /// - Each guard is asked once a command, about the first view model it protects that the
    ///   command would newly place (root first; else the first it would keep in place), after
    ///   every interceptor, in the order the guards were
    ///   added. Its ``NavigationDecision`` is an interceptor's: proceed, cancel (the command fails
    ///   with ``NavigationError/cancelled`` and changes nothing), redirect (the new command goes
    ///   through the interceptors and the guards again) or suspend (the command is held, exactly
    ///   once decided, as ``NavigationDecision/suspend(timeout:_:)`` says).
    /// - A command sent before the stack has a root (but one that makes the root) asks no
    ///   guard: it fails at once with ``NavigationError/noRoot``.
    /// - Guard a protocol the view models adopt with its existential:
    ///   `addGuard(for: (any RequiresSignIn).self)`.
    ///
    /// - Parameters:
    ///   - type: The view models it protects: a class, or a protocol's existential.
    ///   - condition: Narrows them down (a private repository only); every one by default.
    ///   - decide: Decides about the first protected view model the command would place.
    /// - Returns: The subscription; the guard is removed when it is cancelled or released.
    public func addGuard<Guarded>(
        for type: Guarded.Type,
        where condition: @escaping @MainActor (Guarded) -> Bool = { _ in true },
        _ decide: @escaping @MainActor (Guarded) -> NavigationDecision
    ) -> NavigationSubscription {
        let handler = GuardHandler(
            matches: { viewModel in (viewModel as? Guarded).map(condition) ?? false },
            decide: { viewModel in (viewModel as? Guarded).map(decide) ?? .proceed })
        loop.guards.removeAll { $0.handler == nil }
        let registration = Guard(handler)
        loop.guards.append(registration)
        return registration.subscription()
    }
}
