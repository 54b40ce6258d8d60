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
/// The navigator performs what the bus lets through: it looks up the screen for each view model,
/// applies the command to ``stack``, and then runs the after-change stage in one documented
/// order (see ``NavigationBus``). Reports of what the user did in the UI enter here too
/// (``report(_:)``). The services and the
/// bus refer to the navigator weakly; keep it for as long as the app navigates (commands sent
/// after it is released fail with ``NavigationError/noNavigator``).
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
    /// The renderer that shows the stack, if one is attached. (Unchecked for exclusivity, as the
    /// stack's hot properties are: read once a command, with no app code running meanwhile.)
    @exclusivity(unchecked) var renderer: (any NavigationRenderer)?
    /// The control loop: what runs when, and everything in flight (the bus's, which it outlives).
    let loop: ControlLoop
    /// The streams handed out by ``changes``.
    let changeStreams = ChangeStreams()
    /// The screens (by their view models) whose user's attempt to leave is being decided
    /// (``userAttemptedToDismiss(_:)``): another attempt on the same screen meanwhile is ignored;
    /// one that never decides holds back that screen only.
    var leavesBeingDecided: Set<ObjectIdentifier> = []
    /// The ``ObservableStack``, once made (typed `AnyObject`: a stored property cannot name a
    /// type that only newer systems have).
    var observableStorage: AnyObject?

    /// Creates a navigator with an empty stack.
    ///
    /// - Parameters:
    ///   - screens: The map from view model types to screens.
    ///   - clock: The clock every timeout reads: a guard's
    ///     (``NavigationDecision/suspend(timeout:_:)``) and the renderer's acknowledgement
    ///     (``attach(_:timeout:)``). Apps keep the default; a test passes a manual clock it
    ///     advances (`TestNavigator` does), so a five-minute timeout is tested at once.
    public init(screens: ScreenMap, clock: any Clock<Duration> = ContinuousClock()) {
        self.screens = screens
        let loop = ControlLoop(clock: NavigationClock(clock))
        self.loop = loop
        self.bus = NavigationBus(loop: loop)
        self.stack = NavigationControllerStack()
        self.services = BusNavigationServices(loop: loop)
        loop.navigator = self
    }

    deinit {
        awaitedChildren.releaseAll()
        changeStreams.finish()
        // The question shown ends now, even when something else still holds it (an observer that
        // kept the `ask` command's event, a renderer its transition).
        stack.questionForRelease.exchange(with: nil)?.end(.success(.released))
        // A transition still on its way: its caller hears that the change was made, and the loop
        // stops holding back the work queued behind it (which then fails: no navigator).
        Task { @MainActor [loop] in if let id = loop.transition?.id { loop.post(id, .abandoned) } }
    }
}
