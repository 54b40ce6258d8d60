/// What a view model knows about navigation: requests in terms of view models, never screens.
///
/// A view model sends a ``NavigationCommand`` (`services.send(.push(repository))`), or calls the
/// verb that sends it (`services.push(repository)`: every verb, from ``push(_:animated:)`` to
/// ``ask(_:)-(AlertQuestion<Answer>)``, is an extension method built on ``send(_:)``). The command goes on
/// the ``NavigationBus``, and the ``Navigator`` performs it on the ``NavigationControllerStack``.
/// Every call returns its result, which may be ignored: ``NavigationOutcome/performed(_:)`` with
/// the change, ``NavigationOutcome/queued`` when it was made while another command was in
/// progress, or a ``NavigationError`` (in which case nothing changed). Failures are also reported
/// to the bus's observers.
///
/// Get the implementation from ``Navigator/services`` and hand it to your view models. A test
/// double implements ``send(_:)`` alone, recording the commands it receives; a new command or a
/// new verb never breaks it.
///
/// The protocol is `Sendable` (its conformers are main-actor classes), so a ``Router`` that is
/// used from any thread can hold the services it navigates with.
@MainActor
public protocol NavigationServices: AnyObject, Sendable {
    /// Sends a command: the one thing every verb does.
    ///
    /// - Parameter command: What to do.
    /// - Returns: The outcome, or why nothing changed (each case of ``NavigationCommand`` says
    ///   which errors it may fail with).
    @discardableResult
    func send(_ command: NavigationCommand) -> Result<NavigationOutcome, NavigationError>

    /// Sends a command and returns once it is done: performed or failed and, when a renderer is
    /// attached, on screen.
    ///
    /// The default implementation returns ``send(_:)``'s result at once, as services with nothing
    /// to wait for (a test double) should; a ``Navigator``'s services wait for the renderer.
    ///
    /// It has a name of its own: an `async` overload of `send` would be chosen over the
    /// synchronous one in every asynchronous context (a `Task`, a guard's operation), turning
    /// code that means "request and go on" into code that waits.
    ///
    /// - Parameter command: What to do.
    /// - Returns: ``NavigationOutcome/performed(_:)`` with the change once it is shown, or the
    ///   error.
    @discardableResult
    func sendAndWait(_ command: NavigationCommand) async -> Result<NavigationOutcome, NavigationError>
}

extension NavigationServices {
    /// Returns ``send(_:)``'s result at once: services that perform nothing themselves have
    /// nothing to wait for.
    ///
    /// - Parameter command: What to do.
    /// - Returns: The command's result.
    @discardableResult
    public func sendAndWait(_ command: NavigationCommand) async -> Result<NavigationOutcome, NavigationError> {
        send(command)
    }
}
