extension Navigator {
    /// Every change performed from now on, in order, for async consumers.
    ///
    /// ```swift
    /// for await change in navigator.changes {
    ///     analytics.log(change.after.topScreen?.viewModelTypeName ?? "")
    /// }
    /// ```
    ///
    /// Each access makes a new stream that buffers what its consumer has not read yet. Changes
    /// arrive as commands are performed (after the bus's observers hear them, before a renderer
    /// has shown them); failed commands send nothing. The stream finishes when the navigator is
    /// released, and stops buffering when its consumer's task is cancelled.
    public var changes: AsyncStream<NavigationChange> {
        changeStreams.makeStream()
    }
}
