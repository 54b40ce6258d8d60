/// The ``NavigationServices`` a ``Navigator`` hands out: it performs nothing itself and only
/// turns each call into a command on the bus.
@MainActor
final class BusNavigationServices: NavigationServices {
    private let bus: NavigationBus

    init(bus: NavigationBus) {
        self.bus = bus
    }

    func push(_ viewModel: any ViewModel, animated: Bool) -> Result<NavigationOutcome, NavigationError> {
        bus.send(.push(viewModel, animated: animated))
    }

    func pop(animated: Bool) -> Result<NavigationOutcome, NavigationError> {
        bus.send(.pop(animated: animated))
    }

    func popToRoot(animated: Bool) -> Result<NavigationOutcome, NavigationError> {
        bus.send(.popToRoot(animated: animated))
    }

    func present(
        _ viewModel: any ViewModel, animated: Bool,
        completion: (@MainActor (Result<NavigationChange, NavigationError>) -> Void)?
    ) -> Result<NavigationOutcome, NavigationError> {
        bus.send(.present(viewModel, animated: animated), completion: completion)
    }

    func dismiss(
        animated: Bool, completion: (@MainActor (Result<NavigationChange, NavigationError>) -> Void)?
    ) -> Result<NavigationOutcome, NavigationError> {
        bus.send(.dismiss(animated: animated), completion: completion)
    }

    func resetRoot(_ viewModel: any ViewModel) -> Result<NavigationOutcome, NavigationError> {
        bus.send(.resetRoot(viewModel))
    }

    func resetStack(_ viewModels: [any ViewModel]) -> Result<NavigationOutcome, NavigationError> {
        bus.send(.resetStack(viewModels))
    }

    func popTo(_ viewModel: any ViewModel, animated: Bool) -> Result<NavigationOutcome, NavigationError> {
        bus.send(.popTo(viewModel, animated: animated))
    }

    func setStack(_ viewModels: [any ViewModel], animated: Bool) -> Result<NavigationOutcome, NavigationError> {
        bus.send(.setStack(viewModels, animated: animated))
    }

    func selectTab(_ index: Int) -> Result<NavigationOutcome, NavigationError> {
        bus.send(.selectTab(index))
    }
}
