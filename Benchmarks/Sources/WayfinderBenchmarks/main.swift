import Foundation

// The benchmarks of issues 7, 17 and 19, in release mode: `swift run -c release` from `Benchmarks/`.
// Prints a Markdown table and writes `results/latest.json` (next to this package's manifest).

@MainActor
func runAll() throws -> Report {
    var rows: [Row] = []
    var figures: [String: Measurement] = [:]
    for size in [100, 1_000, 10_000] {
        try MatchingBenchmarks.run(size: size, into: &rows, figures: &figures)
    }
    var registration10k = 0.0
    for size in [100, 1_000, 10_000] {
        let (ours, theirs) = RegistrationBenchmarks.run(size: size)
        if size == 10_000 { registration10k = ours.nanoseconds / 1e6 }
        rows.append(Row("register \(size.formatted()) routes", unit: "ms", value: ours.nanoseconds / 1e6,
                        peer: "RoutingKit TrieRouter", peerValue: theirs.nanoseconds / 1e6))
    }
    let shallow = try BusBenchmarks.pushPop(depth: 1)
    let deep = try BusBenchmarks.pushPop(depth: 100_000)
    rows.append(Row("push + pop through the bus · depth 1", unit: "ns/op", wayfinder: shallow))
    rows.append(Row("push + pop through the bus · depth 100,000", unit: "ns/op", wayfinder: deep))
    let link = try BusBenchmarks.deepLink()
    rows.append(Row("deep link → 3-screen stack (rewrite, policy, match, apply)", unit: "ns/link", wayfinder: link))
    let pushes = try BusBenchmarks.pushThenPopToRoot(100_000)
    rows.append(Row("push 100,000 screens, then popToRoot", unit: "ms", value: pushes.nanoseconds / 1e6))
    let levels = try BusBenchmarks.presentThenDismiss(10_000)
    rows.append(Row("present 10,000 levels, then dismiss each", unit: "ms", value: levels.nanoseconds / 1e6))
    let bytes = try BusBenchmarks.bytesPerScreen(100_000)
    rows.append(Row("memory per pushed screen (view model included)", unit: "bytes", value: bytes))
    let plans = try RenderingBenchmarks.planGrowth()
    rows.append(Row("plan a push · depth 1", unit: "ns/plan", wayfinder: plans.shallow))
    rows.append(Row("plan a push · depth 100,000", unit: "ns/plan", wayfinder: plans.deep))
    let columnPlans = try RenderingBenchmarks.columnPlanGrowth()
    rows.append(Row("plan a column change of a split · detail depth 1", unit: "ns/plan", wayfinder: columnPlans.shallow))
    rows.append(Row("plan a column change of a split · detail depth 100,000", unit: "ns/plan", wayfinder: columnPlans.deep))
    let rendered = try RenderingBenchmarks.pushPopWithRenderer()
    rows.append(Row("push + pop · no renderer (alternated)", unit: "ns/op", wayfinder: rendered.without))
    rows.append(Row("push + pop · headless renderer", unit: "ns/op", wayfinder: rendered.with))
    let renderedLinks = try RenderingBenchmarks.deepLinkWithRenderer()
    rows.append(Row("deep link · no renderer (alternated)", unit: "ns/link", wayfinder: renderedLinks.without))
    rows.append(Row("deep link · plan + headless renderer", unit: "ns/link", wayfinder: renderedLinks.with))
    let (plainLinks, tabLinks) = (try BusBenchmarks.deepLinkRouter(), try BusBenchmarks.tabLinkRouter())
    let (plainLink, tabLink) = RenderingBenchmarks.alternate(
        { BusBenchmarks.openLinks(plainLinks) }, { BusBenchmarks.openLinks(tabLinks) })
    rows.append(Row("deep link → 3-screen stack (alternated)", unit: "ns/link", wayfinder: plainLink))
    rows.append(Row("deep link into one tab of 3, keeping the others (showInTab)", unit: "ns/link", wayfinder: tabLink))
    let questions = try RenderingBenchmarks.questionVersusPresentation()
    rows.append(Row("present + dismiss a sheet · headless renderer (alternated)", unit: "ns/op", wayfinder: questions.present))
    rows.append(Row("ask + answer an alert · headless renderer", unit: "ns/op", wayfinder: questions.ask))
    let typedParameters = try TypedParameterBenchmarks.run()
    rows.append(Row("open a 3-parameter link · parameters as strings (alternated)", unit: "ns/link", wayfinder: typedParameters.strings))
    rows.append(Row("open a 3-parameter link · decoded into a Decodable type", unit: "ns/link", wayfinder: typedParameters.typed))
    let assertions = BusBenchmarks.testingKitAssertions()
    rows.append(Row("testing kit: expectStack in a push/pop loop", unit: "assertions/s", value: 1e9 / assertions.nanoseconds))

    func figure(_ name: String) -> Measurement { figures[name] ?? Measurement(nanoseconds: .nan, allocations: .nan) }
    func ratio(_ benchmark: String, peer: String) -> Double {
        rows.first { $0.benchmark == benchmark && $0.peer == peer }?.ratio ?? .nan
    }
    let hitRatio = ratio("match hit · 10,000 routes", peer: "RoutingKit TrieRouter")
    let alternated = try MatchingBenchmarks.growth()
    let growth = alternated.large / alternated.small
    let twoParameters = figure("hit, two parameters 10000").allocations
    let missAllocations = figure("miss 10000").allocations
    let targets = [
        TargetCheck(target: "match at 10,000 routes ≥ 5× faster than RoutingKit", measured: String(format: "%.2f×", hitRatio), met: hitRatio >= 5),
        TargetCheck(target: "match at 10,000 routes within 1.5× of 100 routes (runs alternated)", measured: String(format: "%.2f×", growth), met: growth <= 1.5),
        TargetCheck(target: "≤ 2 allocations per hit with two parameters", measured: String(format: "%.2f", twoParameters), met: twoParameters <= 2),
        TargetCheck(target: "0 allocations per miss", measured: String(format: "%.2f", missAllocations), met: missAllocations == 0),
        TargetCheck(target: "register 10,000 routes < 10 ms", measured: String(format: "%.1f ms", registration10k), met: registration10k < 10),
        TargetCheck(target: "push + pop < 1 µs each", measured: String(format: "%.0f ns", shallow.nanoseconds), met: shallow.nanoseconds < 1_000),
        TargetCheck(target: "push + pop flat from depth 1 to 100,000 (within 1.5×)",
                    measured: String(format: "%.2f×", deep.nanoseconds / shallow.nanoseconds), met: deep.nanoseconds <= 1.5 * shallow.nanoseconds),
        TargetCheck(target: "deep link to a 3-screen stack < 5 µs", measured: String(format: "%.2f µs", link.nanoseconds / 1_000), met: link.nanoseconds < 5_000),
        ratioTarget("plan a push at depth 100,000 within 1.2× of depth 1", plans.deep, plans.shallow, limit: 1.2),
        ratioTarget("plan a split's column change at detail depth 100,000 within 1.2× of depth 1", columnPlans.deep, columnPlans.shallow, limit: 1.2),
        ratioTarget("push + pop with a headless renderer within 1.3× of none", rendered.with, rendered.without, limit: 1.3),
        ratioTarget("3-screen deep link with plan and headless renderer within 1.3× of none", renderedLinks.with, renderedLinks.without, limit: 1.3),
        ratioTarget("typed parameters within 1.5× of reading strings", typedParameters.typed, typedParameters.strings, limit: 1.5),
        ratioTarget("ask + answer a question within 1.3× of present + dismiss (headless renderer)", questions.ask, questions.present, limit: 1.3),
        ratioTarget("a deep link into one tab of 3 within 1.2× of a deep link", tabLink, plainLink, limit: 1.2),
    ]
    func ratioTarget(_ target: String, _ measured: Measurement, _ baseline: Measurement, limit: Double) -> TargetCheck {
        let ratio = measured.nanoseconds / baseline.nanoseconds
        return TargetCheck(target: target, measured: String(format: "%.2f×", ratio), met: ratio <= limit)
    }
    let machine = "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.physicalMemory >> 30) GiB"
    return Report(platform: ProcessInfo.processInfo.operatingSystemVersionString, machine: machine, rows: rows, targets: targets)
}

// `WayfinderBenchmarks profile push-pop-renderer` runs one workload alone, for
// `valgrind --tool=callgrind` (instruction counts, steady from run to run).
if CommandLine.arguments.dropFirst().first == "profile" {
    try MainActor.assumeIsolated { try Profile.run(CommandLine.arguments.dropFirst(2).first ?? "") }
    exit(0)
}

// `WayfinderBenchmarks budget push-pop` runs one workload of `budgets.txt` for
// `Scripts/budgets.sh` (callgrind collects only its measured run).
if CommandLine.arguments.dropFirst().first == "budget" {
    try MainActor.assumeIsolated { try Budget.run(CommandLine.arguments.dropFirst(2).first ?? "") }
    exit(0)
}

// `WayfinderBenchmarks soak [COMMANDS [LIMIT]]` runs the memory soak of `soak.txt` for
// `Scripts/budgets.sh`: COMMANDS commands (a million by default) recording the last LIMIT steps
// (200, the default a journey keeps).
if CommandLine.arguments.dropFirst().first == "soak" {
    let numbers = CommandLine.arguments.dropFirst(2).compactMap { Int($0) }
    try MainActor.assumeIsolated {
        try Soak.run(commands: numbers.first ?? 1_000_000, keeping: numbers.dropFirst().first ?? 200)
    }
    exit(0)
}

// `WayfinderBenchmarks registration` times registering tables against RoutingKit's alone (the
// ratio issue 26 holds), without the rest of the run.
if CommandLine.arguments.dropFirst().first == "registration" {
    for size in [100, 1_000, 10_000] {
        let (ours, theirs) = RegistrationBenchmarks.run(size: size)
        print(String(format: "register %6d routes: %.3f ms, RoutingKit %.3f ms, %.2fx", size,
                     ours.nanoseconds / 1e6, theirs.nanoseconds / 1e6, theirs.nanoseconds / ours.nanoseconds))
    }
    exit(0)
}

let report = try MainActor.assumeIsolated { try runAll() }
print(report.table)
print("\nsink \(sink)")
let output = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("results/latest.json")
try report.json().write(to: output)
print("wrote \(output.path)")
