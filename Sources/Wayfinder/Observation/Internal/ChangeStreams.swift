/// The streams of changes handed out by ``Navigator/changes``: yielded to on the main actor,
/// ended by a consumer's cancellation on any thread, finished when the navigator goes.
final class ChangeStreams: Sendable {
    private struct State {
        var continuations: [Int: AsyncStream<NavigationChange>.Continuation] = [:]
        var lastID = 0
    }

    private let state = Locked(State())
    /// Whether a stream was ever made: until then a change costs no lock.
    @MainActor private var isInUse = false

    /// A new stream of the changes from now on.
    @MainActor
    func makeStream() -> AsyncStream<NavigationChange> {
        isInUse = true
        let (stream, continuation) = AsyncStream.makeStream(of: NavigationChange.self)
        let id = state.withLock { state in
            state.lastID += 1
            state.continuations[state.lastID] = continuation
            return state.lastID
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.continuations.removeValue(forKey: id) }
        }
        return stream
    }

    /// Sends a change to every stream.
    @MainActor
    func yield(_ change: NavigationChange) {
        guard isInUse else { return }
        let continuations = state.withLock { Array($0.continuations.values) }
        for continuation in continuations { continuation.yield(change) }
    }

    /// Ends every stream: the navigator is gone.
    func finish() {
        let continuations = state.withLock { state in
            defer { state.continuations.removeAll() }
            return Array(state.continuations.values)
        }
        for continuation in continuations { continuation.finish() }
    }
}
