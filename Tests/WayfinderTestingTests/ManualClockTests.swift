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
        await navigator.advance(by: .seconds(1))
        #expect(woke)
        #expect(clock.now == ManualClock.Instant(offset: .seconds(5)))
        try await sleeper.value
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

    @Test func sleepsEndInDeadlineOrderWithinOneAdvance() async {
        let clock = ManualClock()
        let navigator = TestNavigator(clock: clock)
        var order: [Int] = []
        for seconds in [3, 1, 2] {
            Task { @MainActor in
                try await clock.sleep(for: .seconds(seconds))
                order.append(seconds)
            }
        }
        #expect(await clock.waitForSleepers(3))
        await navigator.advance(by: .seconds(10))
        #expect(order == [1, 2, 3])
        #expect(clock.now == ManualClock.Instant(offset: .seconds(10)))
    }

    @Test func aPassedDeadlineReturnsAtOnce() async throws {
        let clock = ManualClock()
        clock.advance(by: .seconds(1))
        try await clock.sleep(until: ManualClock.Instant(offset: .zero))
        #expect(clock.sleepers == 0)
    }
}
