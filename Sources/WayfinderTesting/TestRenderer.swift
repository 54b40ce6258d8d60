import Wayfinder

/// A renderer for tests: it records the plan of every transition and finishes each at once, or
/// when the test says, so a test can check what a view model does while a transition is still
/// on its way to the screen.
///
/// ```swift
/// let renderer = TestRenderer(finishing: .manually)
/// let navigator = TestNavigator(renderer: renderer)
/// navigator.services.resetRoot(RepositoryListViewModel())
/// #expect(navigator.services.push(RepositoryViewModel()) == .success(.queued))  // waits its turn
/// renderer.finishAll()
/// ```
///
/// It keeps the unfinished transitions only (each keeps the screens of its change), and records
/// plans as values, so it does not keep a popped view model alive once the transitions that
/// showed it are finished.
@MainActor
public final class TestRenderer: NavigationRenderer {
    /// When the renderer finishes a transition.
    #if hasAttribute(nonexhaustive)
    @nonexhaustive
    #endif
    public enum Finishing: Sendable {
        /// As soon as it is handed over: everything stays synchronous.
        case immediately
        /// When the test calls ``finishNext()`` or ``finishAll()``.
        case manually
    }

    /// When transitions finish.
    public var finishing: Finishing
    /// The plan of every transition handed over, in order.
    public private(set) var plans: [TransitionPlan] = []
    /// The transitions handed over and not finished yet, oldest first.
    public private(set) var unfinished: [NavigationTransition] = []

    /// Creates a renderer.
    ///
    /// - Parameter finishing: When transitions finish; ``Finishing/immediately`` by default.
    public init(finishing: Finishing = .immediately) {
        self.finishing = finishing
    }

    /// Records the transition and finishes it, or keeps it for the test to finish.
    ///
    /// - Parameter transition: The transition handed over by the navigator.
    public func render(_ transition: NavigationTransition) {
        plans.append(transition.plan)
        switch finishing {
        case .immediately: transition.finish()
        case .manually: unfinished.append(transition)
        }
    }

    /// Finishes the oldest unfinished transition; the commands that waited for it go on.
    ///
    /// - Returns: Whether there was one to finish.
    @discardableResult
    public func finishNext() -> Bool {
        guard !unfinished.isEmpty else { return false }
        unfinished.removeFirst().finish()
        return true
    }

    /// Finishes transitions until none is left, including those that the commands waiting for
    /// the first ones start.
    public func finishAll() {
        while finishNext() {}
    }
}
