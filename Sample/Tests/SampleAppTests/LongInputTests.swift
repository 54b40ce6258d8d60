import SampleApp
import Testing
import Wayfinder

/// Input of any length is judged as it is, never cut, and never floods the screen.
@Suite("long input")
@MainActor
struct LongInputTests {
    private let longURL = "sample://repos/" + String(repeating: "a", count: 5_000)

    @Test func aLongURLIsRefusedWithThePolicysOwnErrorWholeOrCut() async throws {
        let app = try SampleApp()
        let before = app.navigator.stack.snapshot
        let tooLong = "refused: maximumURLLength: 5015 bytes, more than 4096"
        #expect(await app.handle(LineEditor.Line("o " + longURL)) == .frame)
        #expect(app.frame.status.hasPrefix("Cannot open: " + tooLong + " — sample://repos/aaa"))
        // Cut by the line editor's limit: the length is the one typed, the error the same.
        #expect(await app.handle(LineEditor.Line("o sample://repos/aaa", length: 5_017)) == .frame)
        #expect(app.frame.status.hasPrefix("Cannot open: " + tooLong))
        #expect(await app.handle(LineEditor.Line("e sample://repos/aaa", length: 5_017))
            == .message("explain sample://repos/aaa: " + tooLong))
        #expect(await app.handle(LineEditor.Line("w text", length: 2_000_000))
            == .message("That line is 2000000 bytes long; the sample reads at most 6 bytes of a line."))
        #expect(app.navigator.stack.snapshot == before)
    }

    @Test func theStatusNamesALongURLByItsStart() async throws {
        let app = try SampleApp()
        _ = await app.handle("o " + longURL)
        #expect(app.frame.status.count < 150)
        #expect(app.log.last?.hasPrefix("failed sample://repos/aaa") == true)
        #expect(app.log.last?.count ?? .max < 200)
        #expect(app.log.last?.hasSuffix("maximumURLLength: 5015 bytes, more than 4096") == true)
    }

    @Test func fullScreenEveryLineFitsTheWidth() async throws {
        let app = try SampleApp()
        _ = await app.handle("o " + longURL)
        let screen = TerminalRenderer.render(app.frame, message: String(repeating: "m", count: 300), width: 60)
        let visible = screen.replacing(/\u{1B}\[[0-9;?]*[A-Za-z]/, with: "")
        let lines = visible.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= 60 }, "\(lines.filter { $0.count > 60 })")
        #expect(lines.contains { $0.hasPrefix(" · Cannot open: refused: maximumURLLength") && $0.hasSuffix("…") })
        #expect(lines.contains(" " + String(repeating: "m", count: 58) + "…"))
    }
}
