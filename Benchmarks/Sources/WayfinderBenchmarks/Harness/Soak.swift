import MallocInterposerSwift
import Wayfinder

// The memory soak CI holds (`Scripts/budgets.sh`, `soak.txt`): a navigator recording its journey
// performs a million commands (a push and a pop, half a million times), natively (callgrind would
// take minutes), with the interposer counting the bytes allocated and freed. What is still held
// at the end must stay within the budget: the ring keeps the last 200 steps (issue 42), so the
// memory is flat however long the app runs.

@MainActor
enum Soak {
    /// Runs `commands` commands on a navigator recording the last `limit` steps, after one warm-up
    /// round that fills the ring; prints `commands N retained B` (bytes allocated and not freed
    /// during the soak).
    static func run(commands: Int, keeping limit: Int) throws {
        let bench = try BenchNavigator()
        let models = (0..<1_000).map { _ in BenchViewModel() }
        bench.navigator.recordJourney(keeping: limit)
        var performed = BusBenchmarks.pushPopAll(bench, models)  // fills a ring of up to 2,000 steps
        let rounds = max(1, commands / (2 * models.count))
        MallocInterposerSwift.reset()
        MallocInterposerSwift.hook()
        for _ in 0..<rounds {
            performed &+= BusBenchmarks.pushPopAll(bench, models)
        }
        MallocInterposerSwift.unhook()
        let statistics = MallocInterposerSwift.getStatistics()
        consume(performed)
        guard bench.navigator.journey != nil else { throw BenchmarkError.unexpected("the soak recorded no journey") }
        print("commands \(rounds * 2 * models.count) retained \(statistics.mallocBytesCount - statistics.freeBytesCount)")
    }
}
