import WayfinderTestSupport
import Foundation
import Testing
import Wayfinder

/// The soak run: one long model-based run, outside CI. `WAYFINDER_SOAK_COMMANDS=1000000 swift
/// test --filter StackSoakTests` runs a million commands on one navigator, checking each against
/// the model, and prints resident memory and live view models every tenth of the way.
@Suite("Soak")
@MainActor
struct StackSoakTests {
    nonisolated static let commands = ProcessInfo.processInfo.environment["WAYFINDER_SOAK_COMMANDS"].flatMap { Int($0) }

    @Test("A long random run agrees with the model, and leaks no view model", .enabled(if: commands != nil))
    func soak() throws {
        let total = try #require(Self.commands)
        let seed = StackModelTests.firstSeed
        let run = try ModelRun()
        var generator = SeededGenerator(seed: seed)
        let checkpoint = max(total / 10, 1)
        print("soak: seed \(seed), \(total) commands")
        print("commands    resident MiB   view models alive / in the stack (most so far)")
        var done = 0
        while done < total {
            let count = min(checkpoint, total - done)
            // Every 10,000 commands start with 1,000 that mostly add screens: stacks grow to
            // hundreds of screens, then the random commands take them down again.
            let commands = (done..<done + count).map { index in
                index % 10_000 < 1_000 ? ModelCommand.growing(using: &generator) : .random(using: &generator)
            }
            if let failure = run.run(commands) {
                Issue.record("soak: seed \(seed) failed after \(done) commands, at \(failure)")
                return
            }
            done += count
            let counts = run.viewModelCounts
            let memory = residentMemoryBytes().map { String(format: "%.1f", Double($0) / 1_048_576) } ?? "n/a"
            print("\(String(done).padding(toLength: 11, withPad: " ", startingAt: 0)) \(memory.padding(toLength: 14, withPad: " ", startingAt: 0)) \(counts.alive) / \(counts.inStack) (\(run.mostInStack))")
            #expect(counts.alive == counts.inStack)
        }
    }
}
