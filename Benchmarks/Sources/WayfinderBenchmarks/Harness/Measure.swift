import MallocInterposerSwift

/// What one benchmark measured: time and heap allocations per operation.
struct Measurement: Codable, Sendable {
    /// The median, over the runs, of nanoseconds per operation.
    var nanoseconds: Double
    /// Heap allocations per operation (`malloc`, `calloc`, `realloc`, …), counted in a run of
    /// its own so that counting does not slow the timed runs.
    var allocations: Double
}

/// Keeps results alive so that the optimizer cannot drop the work that made them.
nonisolated(unsafe) var sink = 0

@inline(never)
func consume(_ value: Int) {
    sink &+= value
}

enum Measure {
    /// Runs `body` once to warm up, `runs` times timed, and once with allocation counting.
    ///
    /// - Parameters:
    ///   - runs: How many timed runs; the median is reported.
    ///   - operations: How many operations one call of `body` performs.
    ///   - body: The work; returns a value that depends on it.
    /// - Returns: Median nanoseconds and allocations per operation.
    static func run(runs: Int = 7, operations: Int, _ body: () -> Int) -> Measurement {
        consume(body())
        let clock = ContinuousClock()
        var times: [Double] = []
        for _ in 0..<runs {
            let start = clock.now
            consume(body())
            let elapsed = clock.now - start
            times.append(Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
        }
        times.sort()
        MallocInterposerSwift.reset()
        MallocInterposerSwift.hook()
        consume(body())
        MallocInterposerSwift.unhook()
        let allocations = Double(MallocInterposerSwift.getStatistics().mallocCount) / Double(operations)
        return Measurement(nanoseconds: times[times.count / 2] / Double(operations), allocations: allocations)
    }

    /// Times building something, `runs` times, not counting its teardown: each run's result
    /// is kept until the clock has stopped.
    ///
    /// - Parameters:
    ///   - runs: How many timed runs; the median is reported.
    ///   - build: Builds the thing measured (a route table) and returns it.
    /// - Returns: Median nanoseconds per build (allocations are not counted).
    static func building<Built>(runs: Int = 5, _ build: () -> Built) -> Measurement {
        withExtendedLifetime(build()) {}
        let clock = ContinuousClock()
        var times: [Double] = []
        for _ in 0..<runs {
            let start = clock.now
            let built = build()
            let elapsed = clock.now - start
            withExtendedLifetime(built) {}
            times.append(Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
        }
        times.sort()
        return Measurement(nanoseconds: times[times.count / 2], allocations: .nan)
    }

    /// Bytes allocated and not yet freed while `body` runs: what the structures it builds hold.
    ///
    /// - Parameter body: Builds something and returns it, alive.
    /// - Returns: The bytes still allocated when `body` returns, and what it returned.
    static func retainedBytes<Kept>(_ body: () -> Kept) -> (bytes: Int, kept: Kept) {
        MallocInterposerSwift.reset()
        MallocInterposerSwift.hook()
        let kept = body()
        MallocInterposerSwift.unhook()
        let statistics = MallocInterposerSwift.getStatistics()
        return (statistics.mallocBytesCount - statistics.freeBytesCount, kept)
    }
}

/// The median of some figures.
///
/// - Parameter figures: The figures; not empty.
/// - Returns: The middle one once sorted.
func median(_ figures: [Double]) -> Double {
    figures.sorted()[figures.count / 2]
}
