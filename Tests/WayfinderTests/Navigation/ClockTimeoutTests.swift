import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// A clock of the app's own kind: its sleeps end when the test moves it, and, unlike
/// `ManualClock`, the navigator knows nothing more of it than `Clock`. A navigator's timeouts on
/// such a clock (`ContinuousClock` in an app) are tasks that sleep on it; these tests run that
/// path without reading the real time.
private final class SteppedClock: Clock, @unchecked Sendable {
    struct Instant: InstantProtocol {
        let offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [Sleeper] = []
    private var lastID = 0
    /// Sleeps cancelled before they waited.
    private var cancelledEarly: Set<Int> = []
    private var cancelled = 0

    var now: Instant { lock.withLock { current } }
    var minimumResolution: Duration { .zero }
    /// How many sleeps wait on the clock.
    var sleeping: Int { lock.withLock { sleepers.count } }
    /// How many sleeps were cancelled.
    var cancellations: Int { lock.withLock { cancelled } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = lock.withLock { () -> Int in
            lastID += 1
            return lastID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let cancelled = lock.withLock { () -> Bool in
                    guard cancelledEarly.remove(id) == nil else { return true }
                    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return false
                }
                if cancelled { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            let continuation = lock.withLock { () -> CheckedContinuation<Void, any Error>? in
                cancelled += 1
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else {
                    cancelledEarly.insert(id)
                    return nil
                }
                return sleepers.remove(at: index).continuation
            }
            continuation?.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock forward, ending the sleeps whose deadline it passes.
    func advance(by duration: Duration) {
        let due = lock.withLock { () -> [CheckedContinuation<Void, any Error>] in
            current = current.advanced(by: duration)
            let due = sleepers.filter { $0.deadline <= current }.map(\.continuation)
            sleepers.removeAll { $0.deadline <= current }
            return due
        }
        due.forEach { $0.resume() }
    }
}

// The time limit catches a hang, not slowness: a busy machine may take minutes.
@Suite("timeouts on a clock of the app's own", .timeLimit(.minutes(10)))
@MainActor
struct ClockTimeoutTests {
    /// Waits until the navigator's timeout task sleeps on the clock (it starts on another thread,
    /// so a busy machine only makes it later), or the transition it guards has ended (a timeout
    /// that did not wait for the clock).
    private func waitForTheTimeout(on clock: SteppedClock, of navigator: Navigator) async {
        while clock.sleeping == 0, navigator.isTransitioning { await Task.yield() }
    }

    /// A navigator on `clock` whose renderer finishes when the test says, waiting 10 seconds for
    /// it, with a root on its way.
    private func navigator(on clock: SteppedClock) throws -> (Navigator, TestRenderer) {
        let navigator = try makeNavigator(clock: clock)
        let renderer = TestRenderer(finishing: .manually)
        try navigator.attach(renderer, timeout: .seconds(10))
        navigator.services.resetRoot(HomeViewModel())
        return (navigator, renderer)
    }

    @Test func aRendererThatNeverFinishesTimesOutWhenTheClockPassesTheDeadline() async throws {
        let clock = SteppedClock()
        let (navigator, renderer) = try navigator(on: clock)
        renderer.finishAll()
        navigator.services.push(ListViewModel())
        let waiting = Task { await navigator.services.sendAndWait(.push(DetailViewModel())) }
        await waitForTheTimeout(on: clock, of: navigator)
        #expect(clock.sleeping == 1)
        clock.advance(by: .seconds(10) - .nanoseconds(1))
        #expect(clock.sleeping == 1)  // not yet due
        #expect(navigator.isTransitioning)
        clock.advance(by: .nanoseconds(1))
        #expect(await waiting.value.failure == .rendererTimedOut)
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, ListViewModel.self]))
    }

    @Test func aTransitionFinishedInTimeCancelsItsTimeout() async throws {
        let clock = SteppedClock()
        let (navigator, renderer) = try navigator(on: clock)
        await waitForTheTimeout(on: clock, of: navigator)
        #expect(clock.sleeping == 1)
        renderer.finishAll()  // in time: the task that sleeps is cancelled, then and there
        #expect(clock.cancellations == 1)
        #expect(clock.sleeping == 0)
        let waiting = Task { await navigator.services.sendAndWait(.push(ListViewModel())) }
        await navigator.settle()  // the task runs as far as its wait for the screen
        await waitForTheTimeout(on: clock, of: navigator)
        #expect(clock.sleeping == 1)
        renderer.finishAll()
        #expect(await waiting.value.isPerformed)
        #expect(clock.cancellations == 2)
        clock.advance(by: .seconds(60))  // long after: nothing is left to time out
        await navigator.settle()
        #expect(navigator.stack.snapshot.shape == StackShape([HomeViewModel.self, ListViewModel.self]))
    }
}
