import Testing

/// Replays the manifest fuzz target's committed inputs — its seeds (`Tests/Fuzz/Corpus/manifest`)
/// and every crash the fuzzer found (`Tests/Fuzz/Regressions/manifest`) — as WayfinderTests'
/// `FuzzCorpusTests` replays the other targets'.
@Suite("fuzz corpus: manifests")
@MainActor
struct ManifestFuzzCorpusTests {
    @Test func everySeedAndCrashInputPasses() {
        let inputs = FuzzInput.committed(for: "manifest")
        #expect(inputs.count >= 9, "the seed corpus of manifest is missing")
        for (name, input) in inputs {
            #expect(ManifestFuzzTarget.run(input) == nil, "\(name)")
        }
    }
}
