/// A value guarded by a lock, so that a `Sendable` registry can be read and written from any
/// thread.
///
/// The lock is the platform's own (``PlatformLock``: `os_unfair_lock`, or a pthread mutex on
/// Linux) rather than `Synchronization.Mutex`, which needs macOS 15 / iOS 18.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = PlatformLock()
    @exclusivity(unchecked) private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    deinit {
        lock.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    ///
    /// Never call back into the same `Locked` from `body`: the lock is not recursive.
    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.acquire()
        defer { lock.release() }
        return try body(&value)
    }

    /// Replaces the value and returns the old one, so that the caller releases it outside the
    /// lock (releasing a closure can run a `deinit` that takes the same lock).
    func exchange(with newValue: Value) -> Value {
        withLock { value in
            let old = value
            value = newValue
            return old
        }
    }
}
