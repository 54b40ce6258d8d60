// The renderer: attached to the navigator, handed every change with its plan at the end of the
// after-change stage, and waited for. While a transition runs the control loop holds later work
// back; `finish()` (or the timeout) lets it go on.

extension Navigator {
    /// Attaches the renderer that shows the stack, and hands it the stack as it is now (a
    /// transition from an empty screen).
    ///
    /// From then on every change goes to the renderer, and the commands sent while a transition
    /// runs wait for its ``NavigationTransition/finish()``. A renderer that does not finish within
    /// `timeout` is given up on: the change stays (the stack is the truth), its completion runs,
    /// and the commands that waited behind it fail with ``NavigationError/rendererTimedOut`` and
    /// change nothing; reports of the user's gestures that waited are still applied.
    ///
    /// - Parameters:
    ///   - renderer: The renderer; the navigator keeps it until ``detachRenderer()``.
    ///   - timeout: How long a transition may run, animations and a user's gesture in progress
    ///     included, before the navigator stops waiting for it.
    /// - Throws: ``RendererError/alreadyAttached`` when a renderer is attached already,
    ///   ``RendererError/cannotShow(_:)`` when the stack holds what the renderer does not show.
    public func attach(_ renderer: some NavigationRenderer, timeout: Duration = defaultRendererTimeout) throws(RendererError) {
        try checkAttachable(shows: renderer.shows)
        self.renderer = renderer
        loop.rendererTimeout = timeout
        let snapshot = stack.snapshot
        guard !snapshot.isEmpty else { return }
        let screens = snapshot.levels.flatMap { $0.controllers.flatMap(\.screens) }
        let change = NavigationChange(before: .empty, after: snapshot, inserted: screens)
        loop.run { loop.hand(change, command: nil, to: renderer, stack: stack, completion: nil) }
    }

    /// How long a navigator waits for a renderer's transition by default: 30 seconds, for the
    /// adapters too. A transition includes its animations and a user's gesture in progress.
    @usableFromInline package static let defaultRendererTimeout: Duration = .seconds(30)

    /// Whether a renderer would be attached: none is, and the stack's root is one it can show.
    /// A renderer that tells its host before it attaches asks first.
    func checkAttachable(shows: (RendererCapability) -> Bool) throws(RendererError) {
        guard renderer == nil else { throw .alreadyAttached }
        let root = stack.levels.first
        if root?.tabContainer != nil, !shows(.tabs) { throw .cannotShow(.tabs) }
        if root?.splitContainer != nil, !shows(.splitColumns) { throw .cannotShow(.splitColumns) }
        if stack.shownQuestion != nil, !shows(.questions) { throw .cannotShow(.questions) }
    }

    /// Detaches the renderer. A transition it has not finished counts as finished.
    public func detachRenderer() {
        renderer = nil
        loop.beforeCommand = nil
        if let id = loop.transition?.id { loop.post(id, .abandoned) }  // counts as finished
    }

    /// Whether a transition is on its way to the screen: handed to the renderer and not finished.
    public var isTransitioning: Bool { loop.transition != nil }

    /// Tells `observer` how each transition handed from now on ends (one observer; a second
    /// replaces the first). The testing kit records renderer acknowledgements with it.
    ///
    /// - Parameter observer: Called on the main actor when the renderer finishes a transition or
    ///   its timeout passes, before the waiting commands go on.
    package func observeTransitions(_ observer: @escaping @MainActor (TransitionEnd) -> Void) {
        loop.transitionObserver = observer
    }
}

