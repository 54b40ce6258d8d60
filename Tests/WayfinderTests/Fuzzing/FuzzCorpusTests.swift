import Foundation
import Testing

/// Replays the fuzz targets' committed inputs — the seed corpus (`Tests/Fuzz/Corpus`) and every
/// crash the fuzzer found (`Tests/Fuzz/Regressions`) — so that `swift test` holds each target's
/// checks without libFuzzer, and a crash fixed once stays fixed.
@Suite("fuzz corpus")
@MainActor
struct FuzzCorpusTests {
    /// `Tests/Fuzz`, found from this file's path.
    nonisolated static let fuzzDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")

    /// A target's committed inputs: its seeds, then its crash inputs, by file name.
    nonisolated static func inputs(for target: String) -> [(name: String, input: FuzzInput)] {
        ["Corpus", "Regressions"].flatMap { folder in
            let directory = fuzzDirectory.appendingPathComponent(folder).appendingPathComponent(target)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.sorted().compactMap { name in
                (try? Data(contentsOf: directory.appendingPathComponent(name))).map {
                    ("\(folder)/\(target)/\(name)", FuzzInput(bytes: Array($0)))
                }
            }
        }
    }

    @Test(arguments: ["pattern", "match", "rewrite", "manifest"])
    func everySeedAndCrashInputPasses(_ target: String) {
        let inputs = Self.inputs(for: target)
        #expect(inputs.count >= 9, "the seed corpus of \(target) is missing")
        for (name, input) in inputs {
            let finding: String? =
                switch target {
                case "pattern": PatternFuzzTarget.run(input)
                case "match": MatchFuzzTarget.run(input)
                case "rewrite": RewriteFuzzTarget.run(input)
                default: ManifestFuzzTarget.run(input)
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
