import Foundation
import WayfinderTestSupport
import Testing
import Wayfinder

/// Model-based tests of the UIKit adapter against a simulated UIKit: random commands, random
/// gestures (cancelled back swipes and gestures during transitions among them) and random
/// animation completion orders. A failure names its seed (`WAYFINDER_RENDERER_SEED=<seed> swift
/// test --filter RendererModelTests` runs that seed first) and prints the run shrunk.
// The time limit catches a hang, not slowness: a busy machine may take minutes.
@Suite("UIKit adapter, model-based", .timeLimit(.minutes(10)))
@MainActor
struct RendererModelTests {
    /// Runs a CI run makes; `WAYFINDER_RENDERER_RUNS` asks for more (a soak).
    static var runs: Int {
        ProcessInfo.processInfo.environment["WAYFINDER_RENDERER_RUNS"].flatMap { Int($0) } ?? 80
    }
    static let stepsPerRun = 250

    static var firstSeed: UInt64 {
        ProcessInfo.processInfo.environment["WAYFINDER_RENDERER_SEED"].flatMap { UInt64($0) } ?? 1
    }

    @Test("20,000 random steps: the screen follows the stack, nothing is lost, no gesture is echoed or held back wrongly, every child result and every question's ending arrives once")
    func randomRunsKeepTheScreenAndTheStackTogether() async throws {
        var steps = 0
        var tally: [String: Int] = [:]
        for index in 0..<Self.runs {
            let seed = Self.firstSeed &+ UInt64(index)
            let actions = RendererAction.randomRun(seed: seed, count: Self.stepsPerRun)
            let run = try RendererModelRun(seed: seed)
            if let failure = await run.run(actions) {
                Issue.record(Comment(rawValue: await Self.report(seed: seed, actions, failure)))
                return
            }
            if let problem = await run.finishChildren() {
                Issue.record("seed \(seed): \(problem)")
                return
            }
            steps += actions.count
            tally.merge(run.tally, uniquingKeysWith: +)
        }
        #expect(steps >= 10_000)
        if ProcessInfo.processInfo.environment["WAYFINDER_RENDERER_TALLY"] != nil {
            print(tally.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "\n"))
        }
        let expected = [
            "embedded run", "back swipe", "back tap", "drag down", "tab tap", "gesture completed", "gesture cancelled",
            "gesture during a transition", "command waited", "child result", "child cancelled", "child finished",
            "sent push", "sent present", "sent pop", "sent dismiss", "sent resetScreens", "sent resetStack", "sent resetRoot",
            "sent selectTab", "sent close", "sent showInTab", "settled", "sent ask", "question removed", "question replied button 0",
            "question replied dismissed", "alert button tapped", "dialog tapped away", "gesture held back",
            "unsaved work toggled", "sent showInColumn", "sent pushInColumn", "window compact", "window regular",
            "resize reported", "collapsed split back swipe", "collapsed back to an earlier column", "app dismissed",
            "app removed a screen",
        ]
        let missing = expected.filter { tally[$0] == nil }
        #expect(missing.isEmpty, "never happened: \(missing); tally: \(tally.sorted { $0.key < $1.key })")
    }

    /// The failure report: the seed, and the run shrunk to the steps that still fail.
    static func report(seed: UInt64, _ actions: [RendererAction], _ failure: RendererFailure) async -> String {
        let shrinker = Shrinker<RendererAction, RendererFailure> { candidate in
            guard let run = try? RendererModelRun(seed: seed) else { return nil }
            return await run.run(candidate).map { ($0.step, $0) }
        }
        let (shortest, shortestFailure) = await shrinker.shrink(actions, failingAt: failure.step, failure)
        var lines = ["The screen and the stack parted. Seed \(seed) failed at \(failure).", "Shrunk to \(shortest.count) steps:"]
        lines += shortest.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        lines.append("which fails at \(shortestFailure)")
        return lines.joined(separator: "\n")
    }
}
