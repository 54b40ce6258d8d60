/// The observer bus every navigation command travels on.
///
/// ``NavigationServices`` sends each call here as a ``NavigationCommand``. For each command the
/// bus
/// 1. runs the interceptors in registration order (each may proceed, cancel or redirect);
/// 2. tells the observers ``NavigationEvent/willPerform(_:)``, in subscription order;
/// 3. hands the command to its ``Navigator``, which applies it to the stack;
/// 4. tells the observers ``NavigationEvent/didPerform(_:_:)`` or ``NavigationEvent/failed(_:_:)``;
/// 5. calls the command's completion handler, if it has one.
///
/// The bus is re-entrant safe: a command sent while another is being processed (from an
/// observer, an interceptor or a completion handler) is queued, returns
/// ``NavigationOutcome/queued``, and is processed after the current one, in the order sent.
///
/// ```swift
/// let logging = navigator.bus.subscribe { event in print(event) }
/// let guarding = navigator.bus.addInterceptor { command in
///     if case .push(let viewModel, _) = command, viewModel is AdminViewModel, !session.isAdmin {
///         return .cancel
///     }
///     return .proceed
/// }
/// ```
@MainActor
public final class NavigationBus {
    /// How many redirects one command may go through before it fails with
    /// ``NavigationError/redirectLoop`` (a cycle fails as soon as it closes).
    public static let maximumRedirects = 16

    private typealias Observer = BusRegistration<@MainActor (NavigationEvent) -> Void>
    private typealias Interceptor = BusRegistration<@MainActor (NavigationCommand) -> NavigationDecision>
    private typealias Completion = @MainActor (Result<NavigationChange, NavigationError>) -> Void

    private var observers: [Observer] = []
    private var interceptors: [Interceptor] = []
    private var queue: [(command: NavigationCommand, completion: Completion?)] = []
    private var isProcessing = false
    /// Applies the commands; the navigator that owns this bus.
    weak var performer: (any NavigationPerformer)?

    init() {}

    /// Starts delivering events to `observer`, after the observers already subscribed.
    ///
    /// - Parameter observer: Called with every event, on the main actor.
    /// - Returns: The subscription; delivery stops when it is cancelled or released.
    public func subscribe(_ observer: @escaping @MainActor (NavigationEvent) -> Void) -> NavigationSubscription {
        observers.removeAll { $0.handler == nil }
        let registration = Observer(observer)
        observers.append(registration)
        return registration.subscription()
    }

    /// Adds an interceptor, run after the interceptors already added. Interceptors are not run
    /// for reports from the UI (``NavigationCommand/isUserReport``): those changes already happened.
    ///
    /// - Parameter interceptor: Decides, for each command, to proceed, cancel or redirect.
    /// - Returns: The subscription; the interceptor is removed when it is cancelled or released.
    public func addInterceptor(
        _ interceptor: @escaping @MainActor (NavigationCommand) -> NavigationDecision
    ) -> NavigationSubscription {
        interceptors.removeAll { $0.handler == nil }
        let registration = Interceptor(interceptor)
        interceptors.append(registration)
        return registration.subscription()
    }

    /// Sends a command: intercepts it, performs it and reports it, or queues it when another
    /// command is being processed.
    ///
    /// - Parameters:
    ///   - command: The command.
    ///   - completion: Called exactly once, after the observers heard how the command went:
    ///     with the change, or with the error when it failed (cancelled and redirect loops
    ///     included).
    /// - Returns: ``NavigationOutcome/performed(_:)`` with the change, ``NavigationOutcome/queued``,
    ///   or the error.
    @discardableResult
    public func send(
        _ command: NavigationCommand,
        completion: (@MainActor (Result<NavigationChange, NavigationError>) -> Void)? = nil
    ) -> Result<NavigationOutcome, NavigationError> {
        guard !isProcessing else {
            queue.append((command, completion))
            return .success(.queued)
        }
        isProcessing = true
        defer { isProcessing = false }
        let result = process(command, completion: completion)
        while !queue.isEmpty {
            let next = queue.removeFirst()
            process(next.command, completion: next.completion)
        }
        return result.map(NavigationOutcome.performed)
    }

    // MARK: Processing one command

    @discardableResult
    private func process(_ command: NavigationCommand, completion: Completion?) -> Result<NavigationChange, NavigationError> {
        let result = perform(command)
        completion?(result)
        return result
    }

    private func perform(_ sent: NavigationCommand) -> Result<NavigationChange, NavigationError> {
        let command: NavigationCommand
        switch intercept(sent) {
        case .success(let approved):
            command = approved
        case .failure(let error):
            deliver(.failed(sent, error))
            return .failure(error)
        }
        deliver(.willPerform(command))
        let result = performer?.perform(command) ?? .failure(.noNavigator)
        switch result {
        case .success(let change): deliver(.didPerform(command, change))
        case .failure(let error): deliver(.failed(command, error))
        }
        return result
    }

    /// Runs the interceptors; a redirect restarts them on the new command.
    private func intercept(_ sent: NavigationCommand) -> Result<NavigationCommand, NavigationError> {
        guard !sent.isUserReport, !interceptors.isEmpty else { return .success(sent) }
        var command = sent
        // The visited commands themselves are kept (not only their identities): they keep their
        // view models alive, so a new instance cannot reuse a visited one's address and pass for it.
        var visited = [sent]
        var redirects = 0
        restart: while true {
            for interceptor in interceptors {
                guard let decide = interceptor.handler else { continue }
                switch decide(command) {
                case .proceed:
                    continue
                case .cancel:
                    return .failure(.cancelled)
                case .redirect(let next):
                    redirects += 1
                    let identity = next.identity
                    guard redirects <= Self.maximumRedirects, !visited.contains(where: { $0.identity == identity })
                    else { return .failure(.redirectLoop) }
                    visited.append(next)
                    command = next
                    continue restart
                }
            }
            return .success(command)
        }
    }

    private func deliver(_ event: NavigationEvent) {
        var sawCancelled = false
        for observer in observers {
            if let handler = observer.handler {
                handler(event)
            } else {
                sawCancelled = true
            }
        }
        if sawCancelled { observers.removeAll { $0.handler == nil } }
    }
}

/// What the bus hands its commands to: the ``Navigator``.
@MainActor
protocol NavigationPerformer: AnyObject {
    func perform(_ command: NavigationCommand) -> Result<NavigationChange, NavigationError>
}
