/// The steps a UI toolkit applies, in order, to go from one stack to the next: what a renderer
/// does with a ``NavigationChange``.
///
/// ```swift
/// for step in TransitionPlan(change, animated: command.animated).steps {
///     switch step {
///     case .setScreens(let controller, _, let keeping, let adding, let animated): …
///     …
///     @unknown default: …  // a step of a later version
///     }
/// }
/// ```
///
/// The plan is minimal: a push is one ``TransitionStep/setScreens(_:level:keeping:adding:animated:)``
/// that keeps the screens below; a pop keeps all but one and adds none; a deep link is at most
/// one dismissal, one step per navigation controller it touched, and its presentations. Steps
/// come in this order: the levels that stay (their screens, then the selected tab), the
/// dismissal, then the new root and the new modal levels from the bottom. Only the step the user
/// sees is animated: the topmost presentation, else the dismissal, else the change to the top
/// navigation controller when it was on screen already (not a tab the change selects). A
/// question shown that goes is taken away first; a new question comes last, over the top level.
///
/// Computing a plan costs what changed, not the depth of the stack: the snapshots share their
/// unchanged parts, and the walk stops where they meet.
public struct TransitionPlan: Equatable, Sendable {
    /// The steps, in the order to apply them.
    public let steps: [TransitionStep]

    /// Plans the way from `before` to `after`.
    ///
    /// - Parameters:
    ///   - before: The stack on screen.
    ///   - after: The stack to show.
    ///   - animated: Whether the command asked for animation (``NavigationCommand/animated``).
    package init(from before: StackSnapshot, to after: StackSnapshot, animated: Bool) {
        var buffers = Buffers()
        TransitionPlanner(before: before, after: after, animated: animated).steps(into: &buffers)
        steps = buffers.steps
    }

    /// Plans a change in `buffers`' storage where nothing else holds it (the plan before this
    /// one is gone): the navigator keeps one set, so that a renderer done with each plan before
    /// the next makes the planner allocate nothing for a push or a pop.
    init(_ change: NavigationChange, animated: Bool, reusing buffers: inout Buffers) {
        TransitionPlanner(before: change.before, after: change.after, animated: animated).steps(into: &buffers)
        steps = buffers.steps
    }

    /// The arrays a plan is written into: its steps, and a push's one new screen.
    struct Buffers {
        var steps: [TransitionStep] = []
        var pushed: [ScreenSnapshot] = []
    }

    /// Plans a change.
    ///
    /// - Parameters:
    ///   - change: What a command did.
    ///   - animated: Whether the command asked for animation (``NavigationCommand/animated``).
    public init(_ change: NavigationChange, animated: Bool) {
        self.init(from: change.before, to: change.after, animated: animated)
    }

    /// Whether there is nothing to do.
    package var isEmpty: Bool { steps.isEmpty }
}

extension TransitionPlan: CustomStringConvertible {
    /// The steps, one a line, or `no steps`.
    public var description: String {
        steps.isEmpty ? "no steps" : steps.map(\.description).joined(separator: "\n")
    }
}
