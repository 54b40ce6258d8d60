import Foundation

/// The commands a test navigator recorded and the test has not asserted yet. It sits behind a
/// lock because the test navigator's deinitializer (which does not run on the main actor) reads it.
final class CommandLedger: @unchecked Sendable {
    private let lock = NSLock()
    private var unasserted: [String] = []
    private var isFinished = false

    func append(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        unasserted.append(line)
    }

    /// Hands over the commands not asserted yet and forgets them.
    func take() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        defer { unasserted.removeAll() }
        return unasserted
    }

    /// Marks the ledger finished; returns what was left, or `nil` when it was finished already.
    func finish() -> [String]? {
        lock.lock()
        defer { lock.unlock() }
        guard !isFinished else { return nil }
        isFinished = true
        defer { unasserted.removeAll() }
        return unasserted
    }
}
