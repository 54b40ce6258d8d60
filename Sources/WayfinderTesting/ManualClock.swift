import Foundation
import Wayfinder

/// A clock that stands still until the test advances it: every timeout of a navigator made with
/// it (a guard's, a renderer's acknowledgement) fires when the test says, not when real time
/// passes.
///
/// ```swift
/// let navigator = TestNavigator()          // made with a manual clock
/// home.openAdmin()                         // a guard holds the push, for 300 seconds at most
/// await navigator.advance(by: .seconds(300))
/// navigator.expectStack([HomeViewModel.self])
/// ```
///
/// The navigator's own timeouts are registered with the clock the moment they start, so an
/// advance never misses one. Code of the app's own can sleep on the clock too
/// (`try await clock.sleep(for: .seconds(1))`), but such a sleep reaches the clock from another
/// thread some time after it is called: advance only once it is waiting
/// (``waitForSleepers(_:)`` waits for it). A guard's operation is counted while it reaches its
/// sleep, so ``TestNavigator/settle(fileID:filePath:line:column:)`` waits for that.
public final class ManualClock: Clock, @unchecked Sendable {
    /// A point on the clock: how long after its start.
    public struct Instant: InstantProtocol, CustomStringConvertible {
        /// The time since the clock started.
        public let offset: Duration

        /// The instant `offset` after the clock started.
        ///
        /// - Parameter offset: The time since the clock started.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        ///
        /// - Parameter duration: How much later (earlier, when negative).
        /// - Returns: The later instant.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to another.
        ///
        /// - Parameter other: The other instant.
        /// - Returns: How long after this one it is (negative when before).
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether one instant is earlier than another.
        ///
        /// - Parameters:
        ///   - lhs: The first instant.
        ///   - rhs: The second instant.
        /// - Returns: Whether `lhs` is earlier.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        /// The offset, as in `300.0 seconds`.
        public var description: String { "\(offset)" }
    }

    private struct Waiter {
        let id: Int
        let deadline: Instant
        /// A navigator's timeout, run on the main actor by `advance`.
        var fire: (@MainActor () -> Void)?
        /// A sleep of the app's own, resumed by `advance`.
        var sleeper: CheckedContinuation<Void, any Error>?
    }

    private struct State {
        var now = Instant(offset: .zero)
        var waiters: [Waiter] = []
        var lastID = 0
        /// Sleeps resumed whose task has not run since.
        var pendingWakeUps = 0
        /// Sleeps cancelled before they were waiting.
        var cancelled: Set<Int> = []
    }

    private let lock = NSLock()
    private var state = State()

    /// A clock at its start, with nothing waiting.
    public init() {}

    /// The current instant: where the last advance left the clock.
    public var now: Instant { locked { $0.now } }

    /// The smallest step: the clock moves only when told, by any amount.
    public var minimumResolution: Duration { .zero }

    /// How many sleeps of the app's own wait on the clock.
    package var sleepers: Int { locked { $0.waiters.count { $0.sleeper != nil } } }

    /// The earliest instant something waits for (a timeout or a sleep), if anything does.
    package var nextDeadline: Instant? { locked { $0.waiters.map(\.deadline).min() } }

    /// Waits until at least `count` sleeps wait on the clock: for a view model's own `Task` that
    /// sleeps on it, which `TestNavigator/settle()` cannot see (the sleep reaches the clock from
    /// another thread, since `Clock.sleep` is not isolated to the main actor). What the task does
    /// after its sleep runs after the advance that ends it returns: await the task for that.
    ///
    /// ```swift
    /// banner.show("Saved")                     // hides itself after 3 seconds, in a Task
    /// await navigator.clock.waitForSleepers()
    /// await navigator.advance(by: .seconds(3))
    /// await banner.hiding?.value               // the rest of the task, after its sleep
    /// ```
    ///
    /// A guard's operation that sleeps on the clock needs none of this: settle sees it.
    ///
    /// - Parameter count: How many sleeps to wait for; one by default.
    /// - Returns: Whether they arrived; `false` once they had every chance to (10,000 turns of the
    ///   main actor, 100 round trips through the global executor where a sleep starts, and a
    ///   second: a busy machine makes the wait longer, never shorter).
    @MainActor
    @discardableResult
    public func waitForSleepers(_ count: Int = 1) async -> Bool {
        await yieldTurns(atLeastOnce: false) { sleepers >= count }
    }

    /// Whether every sleep the clock ended has returned to its caller's code: a test's settle
    /// waits for it. (A caller on the main actor is back there a moment later; a guard's
    /// operation is counted as running from its return, a view model's own task is not.)
    package var isIdle: Bool { locked { $0.pendingWakeUps == 0 } }

    /// Waits until the clock has been advanced to `deadline`.
    ///
    /// - Parameters:
    ///   - deadline: The instant to wait for; one that has passed returns at once.
    ///   - tolerance: Ignored: the clock moves only when advanced.
    /// - Throws: `CancellationError` when the task is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = locked { state -> Int in
            state.lastID += 1
            return state.lastID
        }
        // A guard's operation that sleeps here waits at a point Wayfinder knows. It stops being
        // counted as running only once its sleep is registered (or has ended), so that a settle
        // on the main actor never sees it neither running nor asleep: this code does not run on
        // the main actor.
        var operation: NavigationActivity?
        defer {
            operation?.resumed()
            // Counted from the advance that ended the sleep until here.
            locked { state in
                state.pendingWakeUps -= 1
                state.cancelled.remove(id)
            }
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                // `onCancel` may have run before this: it left the id in `cancelled`.
                let (ended, cancelled) = locked { state -> (Bool, Bool) in
                    let cancelled = state.cancelled.remove(id) != nil
                    guard deadline > state.now, !cancelled else {
                        state.pendingWakeUps += 1
                        return (true, cancelled)
                    }
                    state.waiters.append(Waiter(id: id, deadline: deadline, sleeper: continuation))
                    return (false, false)
                }
                operation = NavigationActivity.currentOperationWaits()
                if cancelled {
                    continuation.resume(throwing: CancellationError())
                } else if ended {
                    continuation.resume()
                }
            }
        } onCancel: {
            let continuation = locked { state -> CheckedContinuation<Void, any Error>? in
                guard let index = state.waiters.firstIndex(where: { $0.id == id }) else {
                    // Not waiting yet (or ended already, and then this is never read).
                    state.cancelled.insert(id)
                    return nil
                }
                state.pendingWakeUps += 1
                return state.waiters.remove(at: index).sleeper
            }
            continuation?.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock forward by `duration`, running each timeout and ending each sleep whose
    /// deadline it passes, in the order of their deadlines.
    ///
    /// It does not wait for the tasks whose sleeps it ends: they run after it returns, so a
    /// timeout due later in the same advance runs before them. To let each deadline's work run
    /// before the next, advance with ``TestNavigator/advance(by:fileID:filePath:line:column:)``,
    /// which stops at every deadline and settles.
    ///
    /// - Parameter duration: How far; zero runs what is due now.
    @MainActor
    public func advance(by duration: Duration) {
        advance(to: now.advanced(by: duration))
    }

    /// Moves the clock forward to `instant` (never back), running each timeout and ending each
    /// sleep whose deadline it passes, in the order of their deadlines. A timeout that starts
    /// another one due by `instant` sees it run in the same advance. As with ``advance(by:)``, the
    /// tasks whose sleeps end run only after it returns.
    ///
    /// - Parameter instant: Where the clock stops.
    @MainActor
    package func advance(to instant: Instant) {
        while let due = takeNext(dueBy: instant) {
            if let fire = due.fire {
                fire()
            } else {
                due.sleeper?.resume()
            }
        }
        locked { state in
            if instant > state.now { state.now = instant }
        }
    }

    /// Removes the earliest waiter due by `instant` and moves the clock to its deadline.
    private func takeNext(dueBy instant: Instant) -> Waiter? {
        locked { state -> Waiter? in
            let due = state.waiters.indices.filter { state.waiters[$0].deadline <= instant }
            guard let index = due.min(by: { state.waiters[$0].deadline < state.waiters[$1].deadline }) else { return nil }
            let waiter = state.waiters.remove(at: index)
            if waiter.deadline > state.now { state.now = waiter.deadline }
            if waiter.sleeper != nil { state.pendingWakeUps += 1 }
            return waiter
        }
    }

    private func locked<Value>(_ body: (inout State) -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }
}

extension ManualClock: TimeoutScheduler {
    @MainActor
    package func scheduleTimeout(after delay: Duration, _ fire: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
        let id = locked { state -> Int in
            state.lastID += 1
            state.waiters.append(Waiter(id: state.lastID, deadline: state.now.advanced(by: delay), fire: fire))
            return state.lastID
        }
        return { [weak self] in
            self?.locked { state in state.waiters.removeAll { $0.id == id } }
        }
    }
}
