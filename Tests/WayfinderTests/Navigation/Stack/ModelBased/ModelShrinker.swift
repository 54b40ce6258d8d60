import WayfinderTestSupport
import Wayfinder

/// Shrinks a failing run to a short one that still fails, for the failure report (see
/// `Shrinker`). Commands name view models and screens by position, so a shorter run stays
/// meaningful.
@MainActor
struct ModelShrinker {
    /// Runs a candidate from scratch: its first failure, or `nil` when it passes.
    let check: ([ModelCommand]) -> ModelFailure?

    /// The shortest failing run found, and its failure.
    /// - Parameters:
    ///   - commands: A run that fails.
    ///   - failure: Its failure.
    /// - Returns: A run no longer than `commands` that fails, and how.
    func shrink(_ commands: [ModelCommand], failing failure: ModelFailure) async -> (commands: [ModelCommand], failure: ModelFailure) {
        let shrinker = Shrinker<ModelCommand, ModelFailure> { candidate in check(candidate).map { ($0.step, $0) } }
        let (commands, failure) = await shrinker.shrink(commands, failingAt: failure.step, failure)
        return (commands, failure)
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
