/// The result channels of the children on a navigator's stack whose caller waits, so that a
/// navigator released while a caller waits resolves it (``ChildExit/released``) instead of
/// leaving it hanging.
///
/// A deinitializer does not run on the main actor, so the set lives behind a lock and the
/// channels are resolved from a main-actor task.
final class AwaitedChildren: Sendable {
    /// A weak reference to a channel; only read on the main actor.
    private struct Entry: @unchecked Sendable {
        weak var channel: (any ResultAwaiting)?
    }

    private let entries = Locked<[ObjectIdentifier: Entry]>([:])

    @MainActor
    func insert(_ channel: any ResultAwaiting) {
        entries.withLock { $0[ObjectIdentifier(channel)] = Entry(channel: channel) }
    }

    @MainActor
    func remove(_ channel: any ResultAwaiting) {
        _ = entries.withLock { $0.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    /// Resolves every channel still registered with ``ChildExit/released``, on the main actor.
    func releaseAll() {
        let all = entries.exchange(with: [:])
        guard !all.isEmpty else { return }
        Task { @MainActor in
            for entry in all.values {
                entry.channel?.cancel(.released)
            }
        }
    }
}
