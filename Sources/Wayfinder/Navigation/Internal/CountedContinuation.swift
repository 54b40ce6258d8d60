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
