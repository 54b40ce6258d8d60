/// The work of one navigator that can still make progress on its own: what a test's `settle()`
/// waits for, and all it waits for.
///
/// Two kinds of work count:
/// - **running operations**: the operations of interceptors that hold a command, from the moment
///   the bus starts one until it returns, except while it waits at a point Wayfinder knows (a
///   child's result, an `…AndWait` call, a sleep on a manual clock);
/// - **pending wake-ups**: a wait at such a point that Wayfinder has ended (the child finished,
///   the change is on screen, the clock passed the deadline) whose task has not run since.
///
/// When both are zero, nothing Wayfinder started can move without the test: the rest waits for a
/// view model action, a user report, the clock or a renderer. Work Wayfinder did not start (a
/// `Task` of a view model's own) is not counted until it waits at one of those points.
///
/// The counts are behind a lock: a manual clock parks and wakes operations from its own threads.
package final class NavigationActivity: Sendable {
    private struct Counts {
        var runningOperations = 0
        var pendingWakeUps = 0
    }

    /// The activity that counts the current task as a running operation, if it is one: set by the
    /// bus around an interceptor's operation, and inherited by the tasks it makes.
    @TaskLocal package static var operation: NavigationActivity?

    private let counts = Locked(Counts())

    package init() {}

    /// Whether nothing counted can make progress on its own.
    package var isIdle: Bool {
        counts.withLock { $0.runningOperations == 0 && $0.pendingWakeUps == 0 }
    }

    /// What is still running, for a message: `"1 guard operation, 2 wake-ups"`.
    package var summary: String {
        counts.withLock { counts in
            let operations = counts.runningOperations == 1 ? "guard operation" : "guard operations"
            let wakeUps = counts.pendingWakeUps == 1 ? "wake-up" : "wake-ups"
            return "\(counts.runningOperations) \(operations) running, \(counts.pendingWakeUps) \(wakeUps) pending"
        }
    }

    /// An operation starts: counted until it ends or waits.
    func operationStarted() {
        counts.withLock { $0.runningOperations += 1 }
    }

    /// An operation returned.
    func operationEnded() {
        counts.withLock { $0.runningOperations -= 1 }
    }

    /// A wait ends: its task is counted until it runs again (``wokeUp()``).
    package func wakeUpScheduled() {
        counts.withLock { $0.pendingWakeUps += 1 }
    }

    /// A task whose wait ended runs again.
    package func wokeUp() {
        counts.withLock { $0.pendingWakeUps -= 1 }
    }

    /// Marks the start of a wait at a known point (a child's result, an `…AndWait` call, a sleep
    /// on a manual clock): the current task, if it is a running operation, is not counted while it
    /// waits. Whoever ends the wait calls ``wakeUpScheduled()`` on the activity the wait was
    /// registered with; the waiter, once it runs again, calls ``wokeUp()`` there and
    /// ``resumed()`` on what this returned.
    ///
    /// - Returns: The activity of the operation that now waits, if the current task is one.
    package static func currentOperationWaits() -> NavigationActivity? {
        let operation = Self.operation
        operation?.counts.withLock { $0.runningOperations -= 1 }
        return operation
    }

    /// The operation that waited (``currentOperationWaits()``) runs again.
    package func resumed() {
        counts.withLock { $0.runningOperations += 1 }
    }
}
