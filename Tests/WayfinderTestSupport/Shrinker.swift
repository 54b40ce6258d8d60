/// Shrinks a failing run of steps to a short one that still fails (delta debugging): it drops
/// what follows the failing step, then removes chunks of steps, halving the chunk size, for as
/// long as the run still fails. Steps should name what they act on by position, so that a
/// shorter run stays meaningful. Main-actor bound, as the runs it replays are.
@MainActor
package struct Shrinker<Step, Failure> {
    /// Runs a candidate from scratch: the index of the step that failed and how, or `nil` when
    /// the candidate passes.
    package let check: @MainActor ([Step]) async -> (step: Int, failure: Failure)?

    package init(check: @escaping @MainActor ([Step]) async -> (step: Int, failure: Failure)?) {
        self.check = check
    }

    /// The shortest failing run found, and its failure.
    ///
    /// - Parameters:
    ///   - steps: A run that fails.
    ///   - step: The index of the step that failed.
    ///   - failure: How it failed.
    /// - Returns: A run no longer than `steps` that fails, and how.
    package func shrink(_ steps: [Step], failingAt step: Int, _ failure: Failure) async -> (steps: [Step], failure: Failure) {
        var current = Array(steps.prefix(step + 1))
        var currentFailure = failure
        var chunk = max(current.count / 2, 1)
        while true {
            var removedAny = false
            var start = 0
            while start < current.count {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, current.count))
                if let found = await check(candidate) {
                    current = Array(candidate.prefix(found.step + 1))
                    currentFailure = found.failure
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !removedAny { return (current, currentFailure) }
            chunk = max(chunk / 2, 1)
        }
    }
}
