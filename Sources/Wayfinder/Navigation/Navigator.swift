/// Wires the pieces together: the services view models call, the bus commands travel on, the
/// screen map, and the headless stack the commands change.
///
/// ```swift
/// let screens = ScreenMap()
/// try screens.register(HomeViewModel.self) { HomeScreen(viewModel: $0) }
/// let navigator = Navigator(screens: screens)
/// navigator.services.resetRoot(HomeViewModel(services: navigator.services))
/// ```
///
/// The navigator is the bus's performer: it looks up the screen for each view model and applies
/// the command to ``stack``. The services and the bus refer to it weakly; keep the navigator
/// for as long as the app navigates (commands sent after it is released fail with
/// ``NavigationError/noNavigator``).
@MainActor
public final class Navigator {
    /// The screen map the navigator builds screens from.
    public let screens: ScreenMap
    /// The bus: subscribe to it to observe navigation, add interceptors to guard it.
    public let bus: NavigationBus
    /// The headless navigation-controller stack: where the user is.
    public let stack: NavigationControllerStack
    /// The services to hand to view models.
    public let services: any NavigationServices
    /// The children on the stack whose caller awaits their result.
    let awaitedChildren = AwaitedChildren()

    /// Creates a navigator with an empty stack.
    ///
    /// - Parameter screens: The map from view model types to screens.
    public init(screens: ScreenMap) {
        self.screens = screens
        let bus = NavigationBus()
        self.bus = bus
        self.stack = NavigationControllerStack()
        self.services = BusNavigationServices(bus: bus)
        bus.performer = self
        stack.bus = bus
    }

    deinit {
        awaitedChildren.releaseAll()
    }
}

extension Navigator: NavigationPerformer {
    func perform(_ command: NavigationCommand) -> Result<NavigationChange, NavigationError> {
        let previousTop = stack.topViewModel
        let result: Result<NavigationChange, NavigationError>
        do throws(NavigationError) {
            result = .success(try apply(command))
        } catch {
            result = .failure(error)
        }
        stack.withJournal { arrivals, departures in
            if case .success = result {
                settle(command, previousTop: previousTop, arrivals: arrivals, departures: departures)
            }
        }
        return result
    }

    private func apply(_ command: NavigationCommand) throws(NavigationError) -> NavigationChange {
        switch command {
        case .push(let viewModel, _): try stack.push(viewModel, screens: screens)
        case .pop: try stack.pop()
        case .popToRoot: try stack.popToRoot()
        case .present(let viewModel, _): try stack.present(viewModel, screens: screens)
        case .dismiss: try stack.dismiss()
        case .resetRoot(let viewModel): try stack.resetStack([viewModel], screens: screens)
        case .resetStack(let viewModels): try stack.resetStack(viewModels, screens: screens)
        case .popTo(let viewModel, _): try stack.popTo(viewModel)
        case .setStack(let viewModels, _): try stack.setStack(viewModels, screens: screens)
        case .close(let viewModel, _): try stack.close(viewModel)
        case .restore(let layout): try stack.restore(layout, screens: screens)
        case .selectTab(let index), .userDidSelectTab(let index): try stack.selectTab(index)
        case .userDidPop(let screen): try stack.popReported(to: screen)
        case .userDidDismiss(let controller): try stack.dismissReported(controller)
        }
    }
}
