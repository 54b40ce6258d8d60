/// Gives the main actor's other work turns until `condition` holds, at least one turn when
/// `atLeastOnce` (the work a test just caused is queued behind it). It gives up after 10,000
/// turns *and* a second: a sleep on a manual clock wakes on another thread before it comes back
/// to the main actor, and a loaded machine can delay that thread for more than 10,000 turns
/// (a few milliseconds). The second is a bound for a test that would hang, not a wait.
///
/// - Parameters:
///   - atLeastOnce: Whether to give a turn even when `condition` holds already.
///   - condition: What to wait for; read on the main actor between turns.
/// - Returns: Whether `condition` held before the bound.
@MainActor
func yieldTurns(atLeastOnce: Bool, until condition: () -> Bool) async -> Bool {
    let start = ContinuousClock.now
    var turns = 0
    if atLeastOnce {
        await Task.yield()
        turns += 1
    }
    while !condition() {
        guard turns < 10_000 || ContinuousClock.now - start < .seconds(1) else { return false }
        await Task.yield()
        turns += 1
    }
    return true
}
