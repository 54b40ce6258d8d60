/// Gives the main actor's other work turns until `condition` holds, at least one turn when
/// `atLeastOnce` (the work a test just caused is queued behind it).
///
/// While `comingBack` holds, what is awaited is on its way (a sleep that ended returns to its
/// caller on another thread, then to the main actor), so it waits as long as that takes.
/// Otherwise it gives up once the work had every chance to arrive: 100 rounds, each of 100 turns
/// of the main actor and a round trip through the global executor (where a task that leaves the
/// main actor runs, as a call to `Clock.sleep` does before it reaches a manual clock), and at
/// least a second. The rounds are what make the bound hold on a loaded machine: a busy executor
/// makes each round slower, so the work it delays is never given up on sooner. The second only
/// keeps a quick run of rounds from ending the wait while a thread the system paused is about to
/// go on. A test that waits for what never comes (a network call) fails within milliseconds of
/// that second on an idle machine.
///
/// - Parameters:
///   - atLeastOnce: Whether to give a turn even when `condition` holds already.
///   - comingBack: Whether what `condition` waits for is certain to arrive; read between turns.
///   - condition: What to wait for; read on the main actor between turns.
/// - Returns: Whether `condition` held before the bound.
@MainActor
func yieldTurns(
    atLeastOnce: Bool, comingBack: () -> Bool = { false }, until condition: () -> Bool
) async -> Bool {
    if atLeastOnce { await Task.yield() }
    let start = ContinuousClock.now
    var turns = 0
    var rounds = 0
    while !condition() {
        if comingBack() {
            // Certain to arrive: no bound, and the count starts again once it has.
            turns = 0
            rounds = 0
        } else if turns == turnsPerRound {
            guard rounds < roundsBeforeGivingUp || ContinuousClock.now - start < .seconds(1) else { return false }
            await Task.detached(priority: .low) {}.value
            turns = 0
            rounds += 1
            continue
        }
        await Task.yield()
        turns += 1
    }
    return true
}

/// Turns of the main actor between two round trips through the global executor.
private let turnsPerRound = 100
/// Rounds after which work that is not known to be on its way is given up on.
private let roundsBeforeGivingUp = 100
