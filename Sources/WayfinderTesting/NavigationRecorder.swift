import Wayfinder

/// Records every event of a navigator's bus, for tests.
///
/// ```swift
/// let recorder = NavigationRecorder(navigator)
/// home.openRepository()
/// #expect(recorder.performedCommands == ["push(RepoViewModel)"])
/// ```
///
/// The recorder keeps values only (``RecordedEvent``), never view models, so it does not
/// interfere with tests that check that popped view models are released.
@MainActor
public final class NavigationRecorder {
    /// Every event recorded so far, in delivery order.
    public private(set) var events: [RecordedEvent] = []
    private var subscription: NavigationSubscription?

    /// Starts recording the events of a bus.
    ///
    /// - Parameter bus: The bus to observe.
    package init(bus: NavigationBus) {
        subscription = bus.subscribe { [weak self] event in
            self?.events.append(RecordedEvent(event))
        }
    }

    /// Starts recording the events of a navigator's bus.
    ///
    /// - Parameter navigator: The navigator to observe.
    public convenience init(_ navigator: Navigator) {
        self.init(bus: navigator.bus)
    }

    /// Every event as one line, as in `willPerform pop`.
    public var lines: [String] { events.map(\.description) }

    /// The commands that were applied, in order, as in `push(RepoViewModel)`.
    public var performedCommands: [String] {
        events.compactMap { event in
            if case .didPerform = event.phase { event.command } else { nil }
        }
    }

    /// The changes of the applied commands and reports, in order.
    package var changes: [NavigationChange] {
        events.compactMap { event in
            switch event.phase {
            case .didPerform(let change), .reported(.success(let change)): change
            default: nil
            }
        }
    }

    /// The errors of the failed commands and reports, in order.
    public var errors: [NavigationError] {
        events.compactMap { event in
            switch event.phase {
            case .failed(let error), .reported(.failure(let error)): error
            default: nil
            }
        }
    }

    /// Forgets what was recorded so far; recording goes on.
    package func clear() {
        events.removeAll()
    }

    /// Stops recording; what was recorded stays readable.
    package func stop() {
        subscription = nil
    }
}
