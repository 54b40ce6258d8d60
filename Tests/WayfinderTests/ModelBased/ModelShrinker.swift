import Wayfinder

/// Shrinks a failing run to a short one that still fails, for the failure report: it drops what
/// follows the failing step, then removes chunks of commands, halving the chunk size, for as long
/// as the run still fails (delta debugging). Commands name view models and screens by position, so
/// a shorter run stays meaningful.
@MainActor
struct ModelShrinker {
    /// Runs a candidate from scratch: its first failure, or `nil` when it passes.
    let check: ([ModelCommand]) -> ModelFailure?

    /// The shortest failing run found, and its failure.
    /// - Parameters:
    ///   - commands: A run that fails.
    ///   - failure: Its failure.
    /// - Returns: A run no longer than `commands` that fails, and how.
    func shrink(_ commands: [ModelCommand], failing failure: ModelFailure) -> (commands: [ModelCommand], failure: ModelFailure) {
        var current = Array(commands.prefix(failure.step + 1))
        var currentFailure = failure
        var chunk = max(current.count / 2, 1)
        while true {
            var removedAny = false
            var start = 0
            while start < current.count {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, current.count))
                if let failure = check(candidate) {
                    current = Array(candidate.prefix(failure.step + 1))
                    currentFailure = failure
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

/// The failure report of a model-based run: the seed that reproduces it, and the shrunk run.
func modelFailureReport(
    seed: UInt64, length: Int, failure: ModelFailure, shrunk: [ModelCommand], shrunkFailure: ModelFailure
) -> String {
    var lines = [
        "The stack and the model disagree. Seed \(seed) (a run of \(length) commands) failed at \(failure).",
        "Shrunk to \(shrunk.count) commands:",
    ]
    lines += shrunk.enumerated().map { "  \($0.offset + 1). \($0.element)" }
    lines.append("which fails at \(shrunkFailure)")
    return lines.joined(separator: "\n")
}
