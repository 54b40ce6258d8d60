import Foundation
import SampleApp
import Testing

/// The scripted journeys under `Sample/Scripts`: each `NAME.txt` is replayed on a fresh app and
/// its transcript must equal `NAME.expected`. After an intended change, regenerate one with
/// `swift run wayfinder-sample --script Sample/Scripts/NAME.txt > Sample/Scripts/NAME.expected`.
@Suite("scripted journeys")
@MainActor
struct SampleScriptTests {
    nonisolated static let scripts: [String] = {
        let folder = repositoryRoot.appendingPathComponent("Sample/Scripts")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
    }()

    @Test func everyJourneyIsReplayed() {
        #expect(Self.scripts == ["guard", "hostile", "journey", "questions", "recorded", "split", "tabs"])
    }

    @Test func scriptLinesEndWithLineFeedsOrCarriageReturnLineFeeds() {
        #expect(SampleScript.lines(of: "1\r\n2\n\nq\r\n") == ["1", "2", "", "q"])
        #expect(SampleScript.lines(of: "") == [])
        #expect(SampleScript.lines(of: "\n") == [""])
    }

    @Test(arguments: scripts)
    func transcriptMatches(script name: String) async throws {
        let folder = repositoryRoot.appendingPathComponent("Sample/Scripts")
        let script = try String(contentsOf: folder.appendingPathComponent("\(name).txt"), encoding: .utf8)
        let expected = try String(contentsOf: folder.appendingPathComponent("\(name).expected"), encoding: .utf8)
        let actual = await SampleScript.transcript(of: SampleScript.lines(of: script), on: try SampleApp())
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(actual == expected, """
            \(name).txt's transcript differs from \(name).expected\
            \(firstDifference.map { " at line \($0.offset + 1):\n  expected: \($0.element.1)\n  actual:   \($0.element.0)" } ?? " in length")
            """)
    }
}
