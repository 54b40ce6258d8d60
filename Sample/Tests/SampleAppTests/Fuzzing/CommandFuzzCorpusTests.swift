import Foundation
import Testing

/// Replays the `command` fuzz target's committed seeds and crash inputs (`Tests/Fuzz`), so that
/// `swift test` holds the parser to the target's checks without libFuzzer.
@Suite("command fuzz corpus")
struct CommandFuzzCorpusTests {
    @Test func everySeedAndCrashInputPasses() throws {
        var count = 0
        for folder in ["Corpus", "Regressions"] {
            let directory = repositoryRoot.appendingPathComponent("Tests/Fuzz/\(folder)/command")
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() {
                let bytes = try Data(contentsOf: directory.appendingPathComponent(name))
                #expect(CommandFuzzTarget.run(Array(bytes)) == nil, "\(folder)/command/\(name)")
                count += 1
            }
        }
        #expect(count >= 10)
    }
}
