/// The work of one navigator that can still make progress on its own: what a test's `settle()`
/// waits for, and all it waits for.
///
/// Two kinds of work count:
/// - **running operations**: the operations of interceptors that hold a command, from the moment
///   the loop starts one until it returns, except while its own task waits at a point Wayfinder
///   knows (a child's result, a `sendAndWait`, a sleep on a manual clock). The tasks an
///   operation makes (`async let`, `Task {}`) are not counted, and an operation that awaits one
///   is running until it is done;
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

    /// The operation a task belongs to: its activity, and the task that runs it. Set by the loop
    /// around an interceptor's operation. Task-local values pass to the tasks an operation makes
    /// (`async let`, `Task {}`), which are not counted: only the operation's own task is, hence
    /// the task's identity.
    struct Mark {
        let activity: NavigationActivity
        let task: Int?
    }

    /// The mark of the operation whose task, or one of whose child tasks, runs now.
    @TaskLocal static var operation: Mark?

    /// Runs `operation` as the running operation counted by `activity`, in the current task.
    ///
    /// - Parameters:
    ///   - activity: The activity that counts it (``operationStarted()`` was called).
    ///   - operation: The interceptor's operation.
    ///   - isolation: Where `operation` runs: the caller's actor.
    /// - Returns: What the operation returns.
    static func run<Result>(
        countedBy activity: NavigationActivity, _ operation: () async -> Result,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Result {
        await $operation.withValue(Mark(activity: activity, task: currentTask()), operation: operation)
    }

    /// The current task's identity: the hash of its handle, stable while the task lives.
    private static func currentTask() -> Int? {
        withUnsafeCurrentTask { $0?.hashValue }
    }

    private let counts = Locked(Counts())

    package init() {}

    /// Whether nothing counted can make progress on its own.
    package var isIdle: Bool {
        counts.withLock { $0.runningOperations == 0 && $0.pendingWakeUps == 0 }
    }

    /// Whether a wait that ended has yet to run again: certain to, however busy the machine.
    package var hasPendingWakeUps: Bool {
        counts.withLock { $0.pendingWakeUps > 0 }
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

    /// Marks the start of a wait at a known point (a child's result, a `sendAndWait`, a sleep
    /// on a manual clock): the current task, if it is a running operation, is not counted while it
    /// waits. Whoever ends the wait calls ``wakeUpScheduled()`` on the activity the wait was
    /// registered with; the waiter, once it runs again, calls ``wokeUp()`` there and
    /// ``resumed()`` on what this returned.
    ///
    /// - Returns: The activity of the operation that now waits, if the current task is one.
    package static func currentOperationWaits() -> NavigationActivity? {
        // Only the operation's own task was counted; a task it made waits uncounted.
        guard let mark = Self.operation, mark.task == currentTask() else { return nil }
        mark.activity.counts.withLock { $0.runningOperations -= 1 }
        return mark.activity
    }

    /// The operation that waited (``currentOperationWaits()``) runs again.
    package func resumed() {
        counts.withLock { $0.runningOperations += 1 }
    }
}

/// A continuation whose resumption a ``NavigationActivity`` counts as a pending wake-up until
/// the waiting task runs again (and calls ``NavigationActivity/wokeUp()``).
struct CountedContinuation<Value: Sendable> {
    let continuation: CheckedContinuation<Value, Never>
    /// The activity of the navigator the wait belongs to; `nil` with services of the app's own.
    let activity: NavigationActivity?

    func resume(returning value: Value) {
        activity?.wakeUpScheduled()
        continuation.resume(returning: value)
    }
}
