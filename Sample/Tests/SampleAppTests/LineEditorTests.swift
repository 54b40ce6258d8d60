import SampleApp
import Testing

/// The sample's own line editing: lines of any length arrive whole, as the terminal's canonical
/// mode would not let them.
@Suite("line editor")
struct LineEditorTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func aLineLongerThanTheTerminalsBufferArrivesWhole() {
        var editor = LineEditor()
        let url = "o sample://repos/" + String(repeating: "a", count: 5_000)
        // Pasted twice in one read, as a terminal hands a fast paste over.
        let output = editor.feed(bytes(url + "\r" + url + "\r"))
        #expect(output.lines == [LineEditor.Line(url), LineEditor.Line(url)])
        #expect(output.lines.allSatisfy { !$0.isCut && $0.length == 5_017 })
        #expect(!output.endOfInput)
    }

    @Test func piecesOfALineMakeOneLineWhateverTheReadsCut() {
        var editor = LineEditor()
        let text = "o https://swift.org/é"
        var lines: [LineEditor.Line] = []
        for byte in bytes(text + "\n") { lines += editor.feed([byte]).lines }  // é split across reads
        #expect(lines == [LineEditor.Line(text)])
    }

    @Test func returnEndsALineAsACROrALFOrBoth() {
        var editor = LineEditor()
        let output = editor.feed(bytes("s\r\nl\nq\r"))
        #expect(output.lines.map(\.text) == ["s", "l", "q"])
        #expect(editor.feed(bytes("\n")).lines.isEmpty)  // the CR's LF, in the next read
        #expect(editor.feed(bytes("\n")).lines.map(\.text) == [""])  // a LF on its own: an empty line
    }

    @Test func backspaceRemovesACharacterAndCtrlURemovesTheLine() {
        var editor = LineEditor()
        let output = editor.feed(bytes("o xé") + [0x7F, 0x7F] + bytes("ab") + [0x08] + bytes("\r"))
        #expect(output.lines.map(\.text) == ["o a"])
        #expect(output.echo == bytes("o xé") + [0x08, 0x20, 0x08, 0x08, 0x20, 0x08] + bytes("ab") + [0x08, 0x20, 0x08] + bytes("\r\n"))
        let cleared = editor.feed(bytes("zzz") + [0x15] + bytes("s\r"))
        #expect(cleared.lines.map(\.text) == ["s"])
        #expect(editor.feed([0x7F]).echo.isEmpty)  // nothing left to remove
    }

    @Test func escapeSequencesAndControlBytesAreDroppedTabsKept() {
        var editor = LineEditor()
        let output = editor.feed(bytes("o\t\u{1B}[Aa\u{1B}OBb\u{07}\u{1B}xc\r"))
        #expect(output.lines.map(\.text) == ["o\tabc"])
    }

    @Test func ctrlDEndsTheInputOnlyOnAnEmptyLine() {
        var editor = LineEditor()
        #expect(!editor.feed(bytes("s") + [0x04]).endOfInput)
        #expect(editor.feed(bytes("\r")).lines.map(\.text) == ["s"])
        let output = editor.feed([0x04] + bytes("q\r"))
        #expect(output.endOfInput)
        #expect(output.lines.isEmpty)  // nothing after the end is read
    }

    @Test func aLineBeyondTheLimitKeepsItsStartAndItsLength() {
        var editor = LineEditor(maximumLength: 8)
        let output = editor.feed(bytes("o sample://x\r"))
        #expect(output.lines == [LineEditor.Line("o sample", length: 12)])
        #expect(output.lines[0].isCut)
        #expect(output.echo == bytes("o sample\r\n"))  // only what is kept is shown
        #expect(editor.feed(bytes("s\r")).lines == [LineEditor.Line("s")])  // the next line starts afresh
    }
}
