import Testing
import Wayfinder
import WayfinderTesting

@Suite("manual clock")
@MainActor
struct ManualClockTests {
    @Test func aSleepEndsWhenTheClockPassesItsDeadlineAndNotBefore() async throws {
        let clock = ManualClock()
        let navigator = TestNavigator(clock: clock)
        var woke = false
        let sleeper = Task { @MainActor in
            try await clock.sleep(for: .seconds(5))
            woke = true
        }
        #expect(await clock.waitForSleepers())
        #expect(clock.sleepers == 1)
        #expect(clock.nextDeadline == ManualClock.Instant(offset: .seconds(5)))
        await navigator.advance(by: .seconds(4))
        #expect(!woke)
        #expect(clock.sleepers == 1)
        await navigator.advance(by: .seconds(1))
        #expect(clock.sleepers == 0)
        try await sleeper.value  // the task's own work: awaited, since settle cannot see it
        #expect(woke)
        #expect(clock.now == ManualClock.Instant(offset: .seconds(5)))
    }

    @Test func aCancelledSleepThrowsAndLeavesNoSleeper() async {
        let clock = ManualClock()
        let sleeper = Task { @MainActor in try await clock.sleep(for: .seconds(5)) }
        #expect(await clock.waitForSleepers())
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleepers == 0)
        #expect(clock.nextDeadline == nil)
    }

    @Test func eachAdvanceEndsTheSleepsItsDeadlinePasses() async throws {
        let clock = ManualClock()
        let navigator = TestNavigator(clock: clock)
        let sleepers = [3, 1, 2].map { seconds in
            (seconds, Task { @MainActor in try await clock.sleep(for: .seconds(seconds)) })
        }
        #expect(await clock.waitForSleepers(3))
        for (seconds, task) in sleepers.sorted(by: { $0.0 < $1.0 }) {
            #expect(clock.nextDeadline == ManualClock.Instant(offset: .seconds(seconds)))
            await navigator.advance(by: .seconds(1))
            try await task.value
            #expect(clock.sleepers == 3 - seconds)
        }
        await navigator.advance(by: .seconds(7))
        #expect(clock.now == ManualClock.Instant(offset: .seconds(10)))
    }

    @Test func aPassedDeadlineReturnsAtOnce() async throws {
        let clock = ManualClock()
        clock.advance(by: .seconds(1))
        try await clock.sleep(until: ManualClock.Instant(offset: .zero))
        #expect(clock.sleepers == 0)
    }
}
