/// The ``NavigationServices`` a ``Navigator`` hands out: it performs nothing itself and only
/// turns each call into a command on the bus.
@MainActor
final class BusNavigationServices: NavigationServices {
    private let bus: NavigationBus
    /// The suspension whose operation these services were handed to: their commands go through
    /// while it holds its command.
    private weak var pass: Suspension?
    /// What the next command sent must also call when it is done: set by ``untilShown(_:)`` for
    /// the one call it makes. (Unchecked for exclusivity, as the bus's hot properties are: no app
    /// code runs while it is read or written.)
    @exclusivity(unchecked) private var nextCompletion: NavigationBus.Completion?

    init(bus: NavigationBus, pass: Suspension? = nil) {
        self.bus = bus
        self.pass = pass
    }

    /// The work of the navigator these services belong to, for the waits a test's settle knows.
    var activity: NavigationActivity { bus.activity }

    func push(_ viewModel: any ViewModel, animated: Bool) -> Result<NavigationOutcome, NavigationError> {
        send(.push(viewModel, animated: animated))
    }

    func pop(animated: Bool) -> Result<NavigationOutcome, NavigationError> {
        send(.pop(animated: animated))
    }

    func popToRoot(animated: Bool) -> Result<NavigationOutcome, NavigationError> {
        send(.popToRoot(animated: animated))
    }

    func present(
        _ viewModel: any ViewModel, style: PresentationStyle, animated: Bool,
        completion: (@MainActor (Result<NavigationChange, NavigationError>) -> Void)?
    ) -> Result<NavigationOutcome, NavigationError> {
        send(.present(viewModel, style: style, animated: animated), completion: completion)
    }

    func dismiss(
        animated: Bool, completion: (@MainActor (Result<NavigationChange, NavigationError>) -> Void)?
    ) -> Result<NavigationOutcome, NavigationError> {
        send(.dismiss(animated: animated), completion: completion)
    }

    func resetRoot(_ viewModel: any ViewModel) -> Result<NavigationOutcome, NavigationError> {
        send(.resetRoot(viewModel))
    }

    func resetStack(_ viewModels: [any ViewModel]) -> Result<NavigationOutcome, NavigationError> {
        send(.resetStack(viewModels))
    }

    func popTo(_ viewModel: any ViewModel, animated: Bool) -> Result<NavigationOutcome, NavigationError> {
        send(.popTo(viewModel, animated: animated))
    }

    func setStack(_ viewModels: [any ViewModel], animated: Bool) -> Result<NavigationOutcome, NavigationError> {
        send(.setStack(viewModels, animated: animated))
    }

    func showInTab(_ index: Int, _ viewModels: [any ViewModel], animated: Bool) -> Result<NavigationOutcome, NavigationError> {
        send(.showInTab(index, viewModels, animated: animated))
    }

    func showInColumn(
        _ column: SplitColumn, _ viewModels: [any ViewModel], animated: Bool
    ) -> Result<NavigationOutcome, NavigationError> {
        send(.showInColumn(column, viewModels, animated: animated))
    }

    func push(_ viewModel: any ViewModel, in column: SplitColumn, animated: Bool) -> Result<NavigationOutcome, NavigationError> {
        send(.pushInColumn(column, viewModel, animated: animated))
    }

    func selectTab(_ index: Int) -> Result<NavigationOutcome, NavigationError> {
        send(.selectTab(index))
    }

    func close(_ viewModel: any ViewModel, animated: Bool) -> Result<NavigationOutcome, NavigationError> {
        send(.close(viewModel, animated: animated))
    }

    func restore(_ layout: StackLayout) -> Result<NavigationOutcome, NavigationError> {
        send(.restore(layout))
    }

    func ask(_ question: AskedQuestion) -> Result<NavigationOutcome, NavigationError> {
        // The bus calls the completion of every command that fails, at once or later (queued,
        // held): the handler hears the error then. A question asked twice is the one shown
        // already: its handler is kept.
        send(.ask(question)) { result in
            if case .failure(let error) = result, error != .questionAlreadyAsked { question.end(.failure(error)) }
        }
    }

    func untilShown(
        _ call: (BusNavigationServices) -> Result<NavigationOutcome, NavigationError>
    ) async -> Result<NavigationOutcome, NavigationError> {
        let activity = bus.activity
        let operation = NavigationActivity.currentOperationWaits()
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<NavigationOutcome, NavigationError>, Never>) in
            let waiter = CountedContinuation(continuation: continuation, activity: activity)
            nextCompletion = { result in waiter.resume(returning: result.map(NavigationOutcome.performed)) }
            let result = call(self)
            // Nothing was sent (the call went elsewhere): there is nothing to wait for.
            if nextCompletion != nil {
                nextCompletion = nil
                waiter.resume(returning: result)
            }
        }
        operation?.resumed()
        activity.wokeUp()
        return result
    }

    private func send(
        _ command: NavigationCommand, completion: NavigationBus.Completion? = nil
    ) -> Result<NavigationOutcome, NavigationError> {
        guard let waiter = nextCompletion else { return bus.send(command, completion: completion, passing: pass) }
        // Taken before the bus runs anything, so a call an observer makes meanwhile does not get it.
        nextCompletion = nil
        let both: NavigationBus.Completion = if let completion {
            { result in
                completion(result)
                waiter(result)
            }
        } else {
            waiter
        }
        return bus.send(command, completion: both, passing: pass)
    }
}
