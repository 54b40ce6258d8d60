import Foundation
import Testing
import Wayfinder

/// Model-based tests: random command runs applied to a `Navigator` and to ``StackModel``, which
/// must agree after every command. A failure names its seed (`WAYFINDER_MODEL_SEED=<seed> swift
/// test --filter StackModelTests` runs that seed first) and prints the run shrunk to a few commands.
@Suite("Model-based stack tests")
@MainActor
struct StackModelTests {
    static let runs = 200
    static let commandsPerRun = 500

    /// The first run's seed: `WAYFINDER_MODEL_SEED` when set, else 1. Run `n` uses seed + n.
    static var firstSeed: UInt64 {
        ProcessInfo.processInfo.environment["WAYFINDER_MODEL_SEED"].flatMap { UInt64($0) } ?? 1
    }

    @Test("100,000 random commands: after each, the library's stack equals the model's and the invariants hold")
    func randomRunsAgreeWithTheModel() async throws {
        var checked = 0
        var outcomes: [String: Int] = [:]
        for index in 0..<Self.runs {
            let seed = Self.firstSeed &+ UInt64(index)
            let commands = ModelCommand.randomRun(seed: seed, count: Self.commandsPerRun)
            let run = try ModelRun()
            if let failure = run.run(commands) {
                Issue.record(Comment(rawValue: try await Self.report(seed: seed, commands, failure)))
                return
            }
            checked += commands.count
            outcomes.merge(run.outcomes, uniquingKeysWith: +)
            // Not synchronisation (nothing here waits for anything): the runs take seconds on the
            // main actor, so hand it to the tests that run alongside between runs rather than
            // stall them for the whole test (a renderer timeout on the real clock, say).
            await Task.yield()
        }
        #expect(checked >= 100_000)
        // Every row of the semantics table, succeeding and failing each way it can.
        let expected = [
            "push → ok", "push → noRoot", "push → noScreen", "push → duplicateViewModel", "push → tabContainerNotAtRoot",
            "pop → ok", "pop → noRoot", "pop → cannotPopRoot", "popToRoot → ok", "popToRoot → noRoot",
            "present → ok", "present → noRoot", "present → noScreen", "present → duplicateViewModel",
            "dismiss → ok", "dismiss → noRoot", "dismiss → nothingToDismiss",
            "resetRoot → ok", "resetRoot → noScreen", "resetRoot → noTabs", "resetRoot → tabOutOfRange",
            "resetStack → ok", "resetStack → emptyStack", "resetStack → duplicateViewModel", "resetStack → tabContainerNotAtRoot",
            "popTo → ok", "popTo → noRoot", "popTo → notInStack",
            "resetScreens → ok", "resetScreens → emptyStack", "resetScreens → duplicateViewModel", "resetScreens → noScreen",
            "selectTab → ok", "selectTab → noRoot", "selectTab → noTabs", "selectTab → tabOutOfRange",
            "close → ok", "close → noRoot", "close → notInStack", "close → cannotPopRoot",
            "userDidPop → ok", "userDidPop → notInStack", "userDidDismiss → ok", "userDidDismiss → notInStack",
            "showInTab → ok", "showInTab → noRoot", "showInTab → noTabs", "showInTab → tabOutOfRange", "showInTab → emptyStack",
            "showInTab → duplicateViewModel", "showInTab → noScreen", "ask → ok", "ask → invalidQuestion",
            "userDidAnswer → ok", "userDidAnswer → questionNotShown", "userDidAnswer → buttonOutOfRange",
            "userDidDismiss → nothingToDismiss",
            "showInColumn → ok", "showInColumn → noRoot", "showInColumn → noSplit", "showInColumn → noColumn",
            "showInColumn → emptyStack", "showInColumn → duplicateViewModel", "showInColumn → splitContainerNotAtRoot",
            "pushInColumn → ok", "pushInColumn → noSplit", "pushInColumn → noColumn", "pushInColumn → duplicateViewModel",
            "userDidResizeSplit → ok", "resetRoot → noColumn", "push → splitContainerNotAtRoot",
            "selectTab → noTabs",
        ]
        let missing = expected.filter { outcomes[$0] == nil }
        #expect(missing.isEmpty, "never seen: \(missing); seen: \(outcomes.keys.sorted())")
    }

    @Test("Random runs with a guard on ModelB: every ModelB that reaches the stack, by any command, was admitted by it")
    func aGuardIsAskedWhateverPlacesItsViewModel() async throws {
        var asked: [String: Int] = [:]
        for index in 0..<40 {
            let seed = Self.firstSeed &+ UInt64(index)
            let commands = ModelCommand.randomRun(seed: seed, count: Self.commandsPerRun)
            let run = try ModelRun(guardingB: true)
            if let failure = run.run(commands) {
                Issue.record(Comment(rawValue: try await Self.report(seed: seed, commands, failure, guardingB: true)))
                return
            }
            asked.merge(run.guardAsked, uniquingKeysWith: +)
            await Task.yield()
        }
        // The guard was asked for every command that places view models, not for pushes alone.
        let placing = ["push", "present", "resetRoot", "resetStack", "resetScreens", "showInTab", "showInColumn", "pushInColumn"]
        #expect(placing.filter { asked[$0] == nil }.isEmpty, "never asked for: \(placing.filter { asked[$0] == nil }); asked: \(asked)")
    }

    @Test("A stack that breaks the semantics is caught, and the run shrinks to the command that shows it")
    func brokenStackIsCaughtAndShrunk() async throws {
        // The library, broken on purpose through its public API: an interceptor cancels every dismiss.
        let cancelDismiss: @MainActor (NavigationCommand) -> NavigationDecision = { command in
            if case .dismiss = command { .cancel } else { .proceed }
        }
        let commands = ModelCommand.randomRun(seed: 7, count: Self.commandsPerRun)
        let failure = try #require(try ModelRun(interceptor: cancelDismiss).run(commands))
        #expect(failure.command == .dismiss)
        #expect(failure.message.contains("cancelled"))

        let shrinker = ModelShrinker { candidate in (try? ModelRun(interceptor: cancelDismiss))?.run(candidate) }
        let shrunk = await shrinker.shrink(commands, failing: failure)
        // The shortest run that shows it: a dismiss on the empty stack, cancelled instead of `noRoot`.
        #expect(shrunk.commands == [.dismiss])
        #expect(shrunk.failure.message.contains("noRoot") || shrunk.failure.message.contains("no root"))
        #expect(try ModelRun(interceptor: cancelDismiss).run(shrunk.commands) != nil)
        #expect(try ModelRun().run(shrunk.commands) == nil)
    }

    @Test("The model's numbering matches the README's: screens and controllers in creation order")
    func modelNumbersLikeTheReadme() throws {
        var model = StackModel()
        let commands: [ModelCommand] = [
            .resetRoot(.fresh(.tabs([.a, .b], initial: 1))), .push(.fresh(.c)), .present(.fresh(.a)), .pop,
        ]
        var results: [Result<StackModel.Change, NavigationError>] = []
        for command in commands { results.append(model.apply(model.resolve(command))) }
        #expect(results[3].failure == .cannotPopRoot)
        #expect(model.view.description == """
            level 0 tabs·1 selected 1: nav#1 [#1 ModelA·2] nav#2 [#2 ModelB·3, #3 ModelC·4]
            level 1: nav#3 [#4 ModelA·5]
            """)
        #expect(try ModelRun().run(commands) == nil)
    }

    private static func report(
        seed: UInt64, _ commands: [ModelCommand], _ failure: ModelFailure, guardingB: Bool = false
    ) async throws -> String {
        let shrinker = ModelShrinker { candidate in (try? ModelRun(guardingB: guardingB))?.run(candidate) }
        let shrunk = await shrinker.shrink(commands, failing: failure)
        return modelFailureReport(
            seed: seed, length: commands.count, failure: failure, shrunk: shrunk.commands, shrunkFailure: shrunk.failure)
    }
}
