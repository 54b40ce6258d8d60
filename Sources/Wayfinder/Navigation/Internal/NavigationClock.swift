/// The clock a navigator's timeouts read (a guard's, a renderer's acknowledgement): the one given
/// to ``Navigator/init(screens:clock:)``, with its instants turned into durations since the
/// navigator was made, so that deadlines compare without knowing the clock's type.
struct NavigationClock: Sendable {
    private let elapsed: @Sendable () -> Duration
    private let sleepUntil: @Sendable (Duration) async throws -> Void
    /// The clock itself, when it schedules timeouts of its own (a test's manual clock).
    let scheduler: (any TimeoutScheduler)?

    init(_ clock: any Clock<Duration>) {
        self = Self.wrapping(clock)
    }

    private init(
        elapsed: @escaping @Sendable () -> Duration, sleepUntil: @escaping @Sendable (Duration) async throws -> Void,
        scheduler: (any TimeoutScheduler)?
    ) {
        self.elapsed = elapsed
        self.sleepUntil = sleepUntil
        self.scheduler = scheduler
    }

    private static func wrapping<C: Clock<Duration>>(_ clock: C) -> NavigationClock {
        let origin = clock.now
        return NavigationClock(
            elapsed: { origin.duration(to: clock.now) },
            sleepUntil: { try await clock.sleep(until: origin.advanced(by: $0), tolerance: nil) },
            scheduler: clock as? any TimeoutScheduler)
    }

    /// The time since the navigator was made.
    var now: Duration { elapsed() }

    /// Calls `fire` on the main actor at `deadline` (a time since the navigator was made), unless
    /// the returned timeout is cancelled first.
    @MainActor
    func schedule(at deadline: Duration, _ fire: @escaping @MainActor () -> Void) -> ScheduledTimeout {
        if let scheduler {
            return .scheduled(cancel: scheduler.scheduleTimeout(after: deadline - now, fire))
        }
        let sleepUntil = sleepUntil
        return .sleeping(Task {
            try? await sleepUntil(deadline)
            guard !Task.isCancelled else { return }
            fire()
        })
    }
}

/// A timeout on its way; cancel it once what it guards has ended.
@MainActor
enum ScheduledTimeout {
    /// A task that sleeps on the clock.
    case sleeping(Task<Void, Never>)
    /// A timeout a ``TimeoutScheduler`` holds.
    case scheduled(cancel: @MainActor () -> Void)

    func cancel() {
        switch self {
        case .sleeping(let task): task.cancel()
        case .scheduled(let cancel): cancel()
        }
    }
}

/// A clock that runs the navigator's timeouts itself, on the main actor, when it is advanced: a
/// test's manual clock (`ManualClock` in WayfinderTesting).
///
/// With any other clock a timeout is a task that sleeps on the clock. A task reaches its sleep
/// some time after it is made, on another thread, so a test could advance the clock before the
/// sleep began and miss it; a scheduler registers the timeout before `schedule` returns.
package protocol TimeoutScheduler: AnyObject, Sendable {
    /// Calls `fire` once the clock has advanced by `delay` from now.
    ///
    /// - Parameters:
    ///   - delay: How long from now; zero or less fires at the next advance.
    ///   - fire: What to do then, on the main actor.
    /// - Returns: Cancels the timeout; calling it after `fire` ran does nothing.
    @MainActor
    func scheduleTimeout(after delay: Duration, _ fire: @escaping @MainActor () -> Void) -> @MainActor () -> Void
}
