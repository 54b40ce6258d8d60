import Foundation
import Wayfinder

/// Single workloads to run under a profiler: `profile push-pop`, `profile push-pop-renderer`,
/// `profile deep-link`, `profile deep-link-renderer`, `profile string-parameters`,
/// `profile typed-parameters`, `profile present-dismiss`, `profile ask-answer`, `profile tab-link`
/// (the pair of `deep-link`). Each does the same
/// number of operations as its pair,
/// so instruction counts compare directly.
@MainActor
enum Profile {
    static func run(_ name: String) throws {
        switch name {
        case "push-pop", "push-pop-renderer":
            let bench = try BenchNavigator()
            if name.hasSuffix("renderer") { try bench.navigator.attach(HeadlessRenderer()) }
            let models = (0..<1_000).map { _ in BenchViewModel() }
            for _ in 0..<20 { consume(BusBenchmarks.pushPopAll(bench, models)) }
        case "tab-link":
            let setup = try BusBenchmarks.tabLinkRouter()
            for _ in 0..<5 { consume(BusBenchmarks.openLinks(setup).allocations > 0 ? 1 : 0) }
        case "deep-link", "deep-link-renderer":
            let setup = try BusBenchmarks.deepLinkRouter()
            if name.hasSuffix("renderer") { try setup.bench.navigator.attach(HeadlessRenderer()) }
            for _ in 0..<5 { consume(BusBenchmarks.openLinks(setup).allocations > 0 ? 1 : 0) }
        case "string-parameters", "typed-parameters":
            let (strings, typed) = try TypedParameterBenchmarks.routers()
            let router = name == "typed-parameters" ? typed : strings
            for _ in 0..<20 { consume(TypedParameterBenchmarks.openAll(router)) }
        case "present-dismiss", "ask-answer":
            let bench = try BenchNavigator()
            try bench.navigator.attach(HeadlessRenderer())
            let models = (0..<1_000).map { _ in BenchViewModel() }
            for _ in 0..<20 {
                consume(name == "ask-answer"
                    ? RenderingBenchmarks.askAnswer(bench, count: models.count) : RenderingBenchmarks.presentDismiss(bench, models))
            }
        default:
            throw BenchmarkError.unexpected("no profile named “\(name)”")
        }
    }
}
