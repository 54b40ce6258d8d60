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
