import Wayfinder
import WayfinderComponents

/// A mediator target with one action, ``HomeTab/rootAction``, that makes a tab's root view
/// model. Each feature module registers one under its tab's ``HomeTab/target`` name; the home
/// screen calls them by name, without importing the modules.
public final class TabRootTarget: MediatorTarget {
    private let makeRoot: @MainActor @Sendable () -> any ViewModel & Sendable

    /// Creates the target.
    ///
    /// - Parameter makeRoot: Makes the tab's root view model (a main-actor class, so `Sendable`).
    public init(_ makeRoot: @escaping @MainActor @Sendable () -> any ViewModel & Sendable) {
        self.makeRoot = makeRoot
    }

    /// The one action, ``HomeTab/rootAction``.
    public var actions: [MediatorAction] {
        [MediatorAction(HomeTab.rootAction) { [makeRoot] _ in makeRoot() }]
    }
}
