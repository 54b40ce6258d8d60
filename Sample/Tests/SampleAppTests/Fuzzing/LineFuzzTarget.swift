#if canImport(SampleApp)
import SampleApp
#endif

/// Fuzz target `line`: any bytes a terminal can send, in any reads. The line editor never keeps
/// more of a line than its limit, never ends a line it was not told to end, never echoes an
/// escape sequence back to the terminal (what the user pastes cannot drive the terminal), and
/// counts every byte of a line it keeps or drops.
enum LineFuzzTarget {
    /// - Parameter bytes: The first byte picks the limit (1 to 256, or the default when it is
    ///   zero) and where the input is split into reads; the rest is the input.
    /// - Returns: What went wrong, or `nil`.
    static func run(_ bytes: [UInt8]) -> String? {
        guard let first = bytes.first else { return nil }
        let input = bytes.dropFirst()
        var editor = first == 0 ? LineEditor() : LineEditor(maximumLength: Int(first))
        let split = input.startIndex + (input.isEmpty ? 0 : Int(first) % input.count)
        var output = editor.feed(input[..<split])
        if !output.endOfInput {
            let rest = editor.feed(input[split...])
            output.lines += rest.lines
            output.echo += rest.echo
            output.endOfInput = rest.endOfInput
        }
        let ends = input.count { $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\n") }
        if output.lines.count > ends { return "\(output.lines.count) lines from \(ends) line ends" }
        for line in output.lines {
            if line.text.utf8.count > 3 * editor.maximumLength {  // a byte that is not UTF-8 reads as U+FFFD: 3 bytes
                return "a line of \(line.text.utf8.count) bytes kept, the limit is \(editor.maximumLength)"
            }
            if line.text.contains(where: \.isNewline) { return "a line holds a line end: \(line.text.debugDescription)" }
            if line.length > input.count { return "a line of \(line.length) bytes from \(input.count)" }
            if line.isCut != (line.length > editor.maximumLength) { return "a line of \(line.length) bytes said cut: \(line.isCut)" }
        }
        if output.echo.contains(0x1B) { return "an escape byte was echoed" }
        if output.endOfInput, !input.contains(0x04) { return "the input ended without Ctrl-D" }
        return nil
    }
}
