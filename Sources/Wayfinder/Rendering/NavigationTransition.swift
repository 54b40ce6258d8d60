/// One change for a ``NavigationRenderer`` to show: what changed, the steps to show it, and the
/// screens to build.
///
/// Call ``finish()`` once the transition is on screen, animations included; commands sent in
/// the meantime wait their turn. Calling it again, or after the navigator gave up waiting (its
/// rendering timeout), does nothing.
@MainActor
public struct NavigationTransition {
    /// The change: the stack before and after, and the screens that entered and left.
    public let change: NavigationChange
    /// The container steps that show the change, in order.
    public let plan: TransitionPlan
    /// The command that made the change, or `nil` for the first transition after the renderer
    /// was attached (from an empty screen to the stack as it is).
    public let command: NavigationCommand?
    /// Which of the navigator's transitions this is: only the one it waits for can finish.
    private let id: Int
    /// The navigator's control loop, which refers to the navigator weakly: a transition kept
    /// after its navigator is gone keeps no navigator alive and does nothing.
    private let loop: ControlLoop
    /// The stack's levels after the change, a value shared with the stack: the screens are read
    /// here, never in the live stack.
    private let levels: [Level]

    init(change: NavigationChange, plan: TransitionPlan, command: NavigationCommand?, id: Int, loop: ControlLoop, levels: [Level]) {
        self.change = change
        self.plan = plan
        self.command = command
        self.id = id
        self.loop = loop
        self.levels = levels
    }

    /// The screen with this identifier, to build its view: any screen of the stack as the change
    /// left it (``NavigationChange/after``), whatever the stack became since. A kept transition
    /// keeps those screens; after its navigator is gone, it finds none.
    ///
    /// It searches the navigation controllers from the top level down and each from its top
    /// screen, so the screens a transition adds are found first.
    ///
    /// - Parameter id: The screen's identifier, as a step names it.
    /// - Returns: The screen, or `nil` when the change left none so, or the navigator is gone.
    public func screen(for id: ScreenID) -> (any Screen)? {
        loop.navigator == nil ? nil : NavigationControllerStack.screen(for: id, in: levels)
    }

    /// Says the transition is on screen: the navigator runs the command's completion and goes
    /// on with the commands that waited. Only the first call counts, and none after the
    /// navigator stopped waiting for it (its rendering timeout, a detached renderer, the
    /// navigator's release). Called from inside ``NavigationRenderer/render(_:)``, it takes effect
    /// once the navigator's current command has ended: a renderer is never handed a transition
    /// from inside `render`.
    public func finish() {
        loop.post(id, .finished)
    }

    /// Whether ``finish()`` was called, or the navigator stopped waiting for it.
    package var isFinished: Bool {
        loop.hasEnded(id)
    }
}
