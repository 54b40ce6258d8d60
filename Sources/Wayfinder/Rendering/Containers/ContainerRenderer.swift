/// The logic of the UIKit and SwiftUI adapters: a ``NavigationRenderer`` that shows the stack in
/// navigation containers, a tab container and modal presentations, and tells the navigator
/// what the user did.
///
/// It talks to its toolkit only through a ``ContainerHost``, so every decision it makes runs in
/// tests on any platform, against a simulated UIKit. In an app use `UIKitRenderer` (the
/// `WayfinderUIKit` library) or `NavigationModel` (`WayfinderSwiftUI`), which drive this
/// renderer on an internal UIKit or SwiftUI host.
///
/// What it promises:
/// - **One step at a time.** It applies a transition's steps in order, each after the one before
///   has finished animating, and finishes the transition after the last; the navigator holds
///   later commands back until then. It never touches the toolkit while a user's gesture (a back
///   swipe, a sheet being dragged) is in progress: a transition that arrives meanwhile waits.
/// - **Only completed user gestures are reported.** A back swipe or back tap is reported as
///   ``UserReport/popped(to:)`` when its transition has ended and the navigation controller
///   holds fewer screens than the renderer showed; a swipe cancelled halfway leaves them equal
///   and reports nothing. A sheet dragged away is reported once, as
///   ``UserReport/dismissed(_:)``; a tab tap as ``UserReport/selectedTab(_:)``. The
///   renderer records what it shows before it asks the toolkit to show it, so its own changes always
///   read as "no difference" and are never reported back.
/// - **The user's changes win.** Until the navigator has applied a report, a step for a level
///   or screen the user already took away is skipped: the report, applied next, removes it from
///   the stack too.
@MainActor
public final class ContainerRenderer<Host: ContainerHost>: NavigationRenderer {
    /// The host the renderer drives.
    public let host: Host
    /// What the host shows beyond the core: tabs, split columns, questions.
    let capabilities: HostCapabilities<Host.Container>
    private(set) weak var navigator: Navigator?
    /// The app's navigation container the root level is shown in, when the renderer shows a flow
    /// inside the app (``ContainerPlacement``); `nil` when it shows the whole window, or once the
    /// app let it go. Held weakly, as every container of the app's (``ContainerReference``).
    private(set) weak var embedding: Host.Container?
    /// What a flow inside the app presents its modal levels from: the app's tab container for
    /// ``ContainerPlacement/tab(_:of:)`` (a tab that is not selected is not in the window, and
    /// UIKit refuses to present from it), else the navigation container. Held weakly.
    private(set) weak var presentingContainer: Host.Container?
    /// Whether the renderer shows a flow inside the app (its containers may go without a word).
    let isEmbedded: Bool
    /// The tab of the app's tab container the flow is shown in (``ContainerPlacement/tab(_:of:)``).
    let appTab: Int?
    /// Called when the user went back past the first screen of a flow shown inside the app's own
    /// navigation container, to the app's screens below it: the flow is off screen, though the
    /// stack still holds it. Let the navigator go, or reset its root to show the flow again.
    public var flowWasLeft: (@MainActor () -> Void)?

    /// The levels on screen, root first.
    var levels: [ShownLevel<Host.Container>] = []
    /// The container of each screen on screen, and the other way round.
    var containers: [ScreenID: Host.Container] = [:]
    var screenIDs: [ObjectIdentifier: ScreenID] = [:]

    /// Transitions handed over and not started.
    private var waiting: [NavigationTransition] = []
    /// The transition being applied, its steps, and the index of the next one.
    private var current: (transition: NavigationTransition, steps: [TransitionStep], next: Int)?
    /// Whether the next transition must be shown from scratch: the navigator gave up on one
    /// (``renderingTimedOut()``) and what is on screen can no longer be trusted, or the user left
    /// the flow and nothing of the stack is on screen.
    var needsRebuild = false
    /// Whether the user left the flow shown inside the app, until its root is shown again.
    var hasLeftFlow = false
    /// The step whose animation is running: its token and the container it animates.
    private var stepInFlight: (token: Int, container: ObjectIdentifier)?
    private var lastToken = 0
    /// The navigation controllers where a transition the user started (a back swipe or tap) is
    /// in progress.
    var userNavigations: Set<ObjectIdentifier> = []
    /// The presented levels the user is dragging away. Kept apart from ``userNavigations``: a
    /// modal level's container is also its navigation controller, and the end of a push in it
    /// must not end the drag.
    var userDismissals: Set<ObjectIdentifier> = []
    /// The question on screen and its container.
    var questionOnScreen: (id: QuestionID, container: Host.Container)?
    private var isAdvancing = false
    /// The width the renderer last reported (``splitDidResize(collapsed:)``), split or not.
    var windowReportedCollapsed: Bool?

    /// Creates the renderer and attaches it to the navigator, which hands it the stack at once.
    ///
    /// - Parameters:
    ///   - host: The toolkit's containers: another toolkit's host, or a simulation in tests (the
    ///     UIKit and SwiftUI adapters pass their internal hosts).
    ///   - navigator: The navigator whose stack it shows, and which hears the user's gestures.
    ///   - placement: The whole window (the default), or a navigation container of the app's.
    ///   - timeout: How long the navigator waits for a transition, a user's gesture in progress
    ///     included (see ``Navigator/attach(_:timeout:)``).
    /// - Throws: ``RendererError/alreadyAttached`` when the navigator has a renderer;
    ///   ``RendererError/noNavigationContainer(inTab:)`` when the placement's tab holds none;
    ///   ``RendererError/cannotShow(_:)`` when the stack holds what the renderer does not show (a
    ///   tab or split root in a flow inside the app, or what the host does not implement). The
    ///   host hears nothing of a refused renderer.
    public init(
        host: Host, navigator: Navigator, placement: ContainerPlacement<Host.Container> = .window,
        timeout: Duration = Navigator.defaultRendererTimeout
    ) throws(RendererError) {
        let capabilities = HostCapabilities(of: host)
        let embedding: Host.Container?, presentingContainer: Host.Container?
        switch placement {
        case .window:
            (embedding, presentingContainer, appTab) = (nil, nil, nil)
        case .navigationContainer(let container):
            (embedding, presentingContainer, appTab) = (container, container, nil)
        case .tab(let index, let tabContainer):
            guard let container = capabilities.tabs?.navigationContainer(index, tabContainer) else {
                throw .noNavigationContainer(inTab: index)
            }
            (embedding, presentingContainer, appTab) = (container, tabContainer, index)
        }
        let embedded = embedding != nil
        // Refused before the host hears of it.
        try navigator.checkAttachable { capability in
            Self.shows(capability, capabilities: capabilities, embedded: embedded)
        }
        isEmbedded = embedded
        self.host = host
        self.capabilities = capabilities
        self.navigator = navigator
        self.embedding = embedding
        self.presentingContainer = presentingContainer
        if let embedding {
            host.adopt(embedding)
            knownChildren[ObjectIdentifier(embedding)] = host.children(of: embedding).map(ObjectIdentifier.init)
        }
        host.didAttach(self)
        try navigator.attach(self, timeout: timeout)
        if embedded { navigator.loop.beforeCommand = { [weak self] in self?.catchUpWithAppsContainer() } }
    }

    /// What the host implements (``TabContainerHost``, ``SplitContainerHost``, ``QuestionHost``);
    /// no tabs and no split columns for a flow inside the app's own navigation container, which
    /// shows one navigation controller.
    ///
    /// - Parameter capability: What a command or the stack needs.
    /// - Returns: Whether this renderer shows it.
    public func shows(_ capability: RendererCapability) -> Bool {
        Self.shows(capability, capabilities: capabilities, embedded: isEmbedded)
    }

    private static func shows(
        _ capability: RendererCapability, capabilities: HostCapabilities<Host.Container>, embedded: Bool
    ) -> Bool {
        switch capability {
        case .tabs: !embedded && capabilities.tabs != nil
        case .splitColumns: !embedded && capabilities.splits != nil
        case .questions: capabilities.questions != nil
        }
    }

    /// Queues the transition; it is applied after those before it, when no user gesture is in
    /// progress.
    ///
    /// - Parameter transition: The transition handed over by the navigator.
    public func render(_ transition: NavigationTransition) {
        waiting.append(transition)
        advance()
    }

    /// The navigator gave up on the transition the renderer is busy with (its timeout): the
    /// host's completion or the end of the gesture it waits for is not coming (UIKit drops a
    /// presentation it refuses, without a word). The renderer stops waiting at once — it is no
    /// longer busy — and shows the next transition's stack from scratch, since what is on screen
    /// can no longer be trusted.
    public func renderingTimedOut() {
        guard isBusy else { return }
        stopWaitingForTheToolkit()
        current = nil
        waiting.removeAll()
        needsRebuild = true
    }

    /// Whether the renderer is applying a transition or has one waiting; `false` again as soon as
    /// the navigator gives up on it.
    public var isBusy: Bool { current != nil || !waiting.isEmpty }

    /// The children of each navigation container the renderer shows (the app's own included), as
    /// the renderer last set them or a transition last left them: a transition that starts from
    /// anything else is not the renderer's, and it waits for it to end.
    var knownChildren: [ObjectIdentifier: [ObjectIdentifier]] = [:]

    /// The screens each navigation controller shows, as the renderer last left them (or as the
    /// user left them): level by level, controller by controller.
    package var shownScreens: [[NavigationControllerID: [ScreenID]]] {
        levels.map { level in Dictionary(uniqueKeysWithValues: level.controllers.map { ($0.id, $0.screens) }) }
    }

    /// The screens a collapsed split's compact container shows, as the renderer last left them;
    /// `nil` unless the root is a split collapsed in the host's compact container.
    package var shownCollapsedScreens: [ScreenID]? {
        guard let split = levels.first?.split, split.isCollapsed, split.compact != nil else { return nil }
        return split.compactScreens
    }

    /// The question the renderer last put on screen, until the user answers it or the renderer
    /// takes it away.
    package var shownQuestion: QuestionID? { questionOnScreen?.id }

    /// The container the renderer made for a screen on screen: a host finds a screen's container
    /// here without walking its own containers (SwiftUI's destinations, by screen).
    ///
    /// - Parameter screen: The screen's identifier.
    /// - Returns: Its container, or `nil` when the screen is not on screen.
    package func container(for screen: ScreenID) -> Host.Container? { containers[screen] }

    /// Whether a later step of the transition being applied focuses a column.
    var focusStepFollows: Bool {
        guard let (_, steps, next) = current else { return false }
        return steps[next...].contains { if case .focusColumn = $0 { true } else { false } }
    }

    /// Applies steps until one animates, a user gesture is in progress, or nothing is left.
    func advance() {
        guard !isAdvancing else { return }
        isAdvancing = true
        defer { isAdvancing = false }
        if appLetGo { dropEverythingShown() }
        while stepInFlight == nil, userNavigations.isEmpty, userDismissals.isEmpty {
            if current == nil {
                guard !waiting.isEmpty else { return }
                let transition = waiting.removeFirst()
                if let appTab, case .showInTab? = transition.command { selectAppTab(appTab) }
                // Nothing to show once the app let the flow's place go: the stack goes on alone.
                let steps = appLetGo ? [] : needsRebuild ? rebuildSteps(to: transition.change.after) : transition.plan.steps
                current = (transition, steps, 0)
                needsRebuild = false
            }
            guard let (transition, steps, next) = current else { return }
            guard next < steps.count else {
                current = nil
                transition.finish()
                continue
            }
            current?.next += 1
            apply(steps[next], of: transition)
        }
    }

    /// Lets go of every container the renderer showed, the screens' with their view models, and
    /// of the gestures it waited for: none of them is on screen any more.
    private func dropEverythingShown() {
        if let transition = current?.transition { current = (transition, [], 0) }
        levels.removeAll()
        containers.removeAll()
        screenIDs.removeAll()
        knownChildren.removeAll()
        questionOnScreen = nil
        stopWaitingForTheToolkit()
    }

    /// Forgets the step animating and the user's gestures in progress: their ends are not coming.
    private func stopWaitingForTheToolkit() {
        stepInFlight = nil
        userNavigations.removeAll()
        userDismissals.removeAll()
    }

    /// The steps that show `stack` from scratch: what is presented goes, then a new root and the
    /// new stack's presentations.
    private func rebuildSteps(to stack: StackSnapshot) -> [TransitionStep] {
        var steps: [TransitionStep] = []
        if let shown = questionOnScreen { steps.append(.removeQuestion(shown.id, level: levels.count - 1, animated: false)) }
        if levels.count > 1 { steps.append(.dismiss(fromLevel: 1, animated: false)) }
        return steps + TransitionPlan(from: .empty, to: stack, animated: false).steps
    }

    /// Runs a host call that animates `container` and calls back when it is over; the next step
    /// waits for it.
    func animate(_ container: Host.Container, _ call: (_ completion: @escaping @MainActor () -> Void) -> Void) {
        lastToken += 1
        let token = lastToken
        stepInFlight = (token, ObjectIdentifier(container))
        call { [weak self] in self?.stepFinished(token) }
    }

    private func stepFinished(_ token: Int) {
        guard stepInFlight?.token == token else { return }
        stepInFlight = nil
        advance()
    }

    /// Whether the renderer's own step is animating this container.
    func isAnimatingOwnStep(in container: Host.Container) -> Bool {
        stepInFlight?.container == ObjectIdentifier(container)
    }

    /// Sends a report of the user's gesture to the navigator.
    func report(_ send: (Navigator) -> Result<NavigationOutcome, NavigationError>) {
        guard let navigator else { return }
        _ = send(navigator)
    }
}
