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
    private let acknowledgement: TransitionAcknowledgement
    private weak var stack: NavigationControllerStack?

    init(
        change: NavigationChange, plan: TransitionPlan, command: NavigationCommand?,
        stack: NavigationControllerStack, acknowledgement: TransitionAcknowledgement
    ) {
        self.change = change
        self.plan = plan
        self.command = command
        self.stack = stack
        self.acknowledgement = acknowledgement
    }

    /// The screen with this identifier, to build its view: any screen of the stack as it is
    /// while the transition runs (``NavigationChange/after``).
    ///
    /// It searches the navigation controllers from the top level down and each from its top
    /// screen, so the screens a transition adds are found first.
    ///
    /// - Parameter id: The screen's identifier, as a step names it.
    /// - Returns: The screen, or `nil` when it is no longer in the stack.
    public func screen(for id: ScreenID) -> (any Screen)? {
        stack?.screen(for: id)
    }

    /// Says the transition is on screen: the navigator runs the command's completion and goes
    /// on with the commands that waited.
    public func finish() {
        acknowledgement.finish()
    }

    /// Whether ``finish()`` was called, or the navigator stopped waiting for it.
    public var isFinished: Bool { acknowledgement.isFinished }
}

/// The one-shot acknowledgement behind a transition: the first call counts.
@MainActor
final class TransitionAcknowledgement {
    private var onFinish: (@MainActor () -> Void)?

    init(onFinish: @escaping @MainActor () -> Void) {
        self.onFinish = onFinish
    }

    var isFinished: Bool { onFinish == nil }

    func finish() {
        guard let onFinish else { return }
        self.onFinish = nil
        onFinish()
    }

    /// Stops waiting without running the acknowledgement (timed out, detached).
    func abandon() {
        onFinish = nil
    }
}
