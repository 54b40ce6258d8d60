import Foundation
import Testing

/// Replays the sample's fuzz targets' committed seeds and crash inputs (`Tests/Fuzz`), so that
/// `swift test` holds the code to the targets' checks without libFuzzer: `command` (the parser)
/// and `line` (the line editor, pastes of a 5,000-byte URL twice and of 64 KiB once among its
/// seeds).
@Suite("sample fuzz corpora")
struct FuzzCorpusTests {
    @Test(arguments: [("command", 10), ("line", 5)])
    func everySeedAndCrashInputPasses(target: String, atLeast minimum: Int) throws {
        let run = { (bytes: [UInt8]) in target == "command" ? CommandFuzzTarget.run(bytes) : LineFuzzTarget.run(bytes) }
        var count = 0
        for folder in ["Corpus", "Regressions"] {
            let directory = repositoryRoot.appendingPathComponent("Tests/Fuzz/\(folder)/\(target)")
            guard FileManager.default.fileExists(atPath: directory.path) else { continue }
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() {
                let bytes = try Data(contentsOf: directory.appendingPathComponent(name))
                #expect(run(Array(bytes)) == nil, "\(folder)/\(target)/\(name)")
                count += 1
            }
        }
        #expect(count >= minimum)
    }
}
