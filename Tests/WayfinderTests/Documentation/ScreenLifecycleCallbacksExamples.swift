import Wayfinder

// The examples of the article on screen lifecycle callbacks and releases, exercised by
// ScreenLifecycleExamplesTests.swift. Keep the article in sync.

final class FeedViewModel: ViewModel, ScreenLifecycle {
    private(set) var isPolling = false
    private(set) var wasRemoved = false

    func screenDidBecomeTop() { isPolling = true }
    func screenDidStopBeingTop() { isPolling = false }
    func screenWasRemoved() { wasRemoved = true }
}

/// Writes each callback into a shared list, as in `B not top`.
final class LifecycleProbeViewModel: ViewModel, ScreenLifecycle {
    let name: String
    let record: (String) -> Void

    init(_ name: String, record: @escaping (String) -> Void) {
        self.name = name
        self.record = record
    }

    func screenDidBecomeTop() { record("\(name) top") }
    func screenDidStopBeingTop() { record("\(name) not top") }
    func screenWasRemoved() { record("\(name) removed") }
}
