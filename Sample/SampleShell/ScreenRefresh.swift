import Observation
import Wayfinder

/// Tells a front end's screens when what their view models show may have changed.
///
/// The sample's view models are plain classes (the terminal draws every frame anew), so an iOS
/// screen reads ``revision`` and shows its view model again when it moves: after every
/// navigation event the bus delivers, and after an action the user ran on a screen; each time
/// once more on the next turn of the main actor, when a view model's task that waited for a
/// child's result (a picked theme, an answered question) has gone on.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class ScreenRefresh {
    /// Moves whenever the screens should read their view models again.
    public private(set) var revision = 0
    @ObservationIgnored private var subscription: NavigationSubscription?

    /// Follows a navigator's bus.
    ///
    /// - Parameter bus: The navigation bus whose events move ``revision``.
    public init(bus: NavigationBus) {
        subscription = bus.subscribe { [weak self] event in
            if case .willPerform = event { return }
            self?.refresh()
        }
    }

    /// Moves ``revision`` now and on the next turn: a screen calls it after it ran one of its
    /// view model's actions, or wrote to it (typed text).
    public func refresh() {
        revision += 1
        Task { [weak self] in self?.revision += 1 }
    }
}
