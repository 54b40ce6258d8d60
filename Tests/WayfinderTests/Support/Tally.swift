import Foundation

/// A thread-safe count: of what went wrong on worker threads, of instances made, of calls to a
/// `@Sendable` callback.
final class Tally: @unchecked Sendable {
    // `@unchecked`: `count` is only touched with `lock` held.
    private let lock = NSLock()
    private var count = 0
    func add(_ value: Int = 1) { lock.withLock { count += value } }
    var total: Int { lock.withLock { count } }
}
