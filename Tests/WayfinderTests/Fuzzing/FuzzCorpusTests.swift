import Foundation
import Testing

/// Replays the fuzz targets' committed inputs — the seed corpus (`Tests/Fuzz/Corpus`) and every
/// crash the fuzzer found (`Tests/Fuzz/Regressions`) — so that `swift test` holds each target's
/// checks without libFuzzer, and a crash fixed once stays fixed. The manifest target's are
/// replayed by WayfinderComponentsTests (ManifestFuzzCorpusTests).
@Suite("fuzz corpus")
@MainActor
struct FuzzCorpusTests {
    @Test(arguments: ["pattern", "match", "rewrite"])
    func everySeedAndCrashInputPasses(_ target: String) {
        let inputs = FuzzInput.committed(for: target)
        #expect(inputs.count >= 9, "the seed corpus of \(target) is missing")
        for (name, input) in inputs {
            let finding: String? =
                switch target {
                case "pattern": PatternFuzzTarget.run(input)
                case "match": MatchFuzzTarget.run(input)
                default: RewriteFuzzTarget.run(input)
                }
            #expect(finding == nil, "\(name)")
        }
    }

    @Test func fieldsSplitAtTheSeparatorAndStopAtTheirLimits() {
        let input = FuzzInput(bytes: Array("abcdef".utf8) + [FuzzInput.separator] + Array("é".utf8) + [FuzzInput.separator, 0x78])
        #expect(input.fields(limits: [3, 8, 8]) == ["abc", "é", "x"])
        #expect(input.fields(limits: [8, 1]) == ["abcdef", "\u{FFFD}"])  // "é" cut inside, then the rest
        #expect(FuzzInput(bytes: []).fields(limits: [2, 2]) == ["", ""])
    }
}
