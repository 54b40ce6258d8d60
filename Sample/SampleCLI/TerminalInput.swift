import SampleApp

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input when it is a terminal, read byte by byte: the terminal is put in non-canonical
/// mode without echo, and a ``LineEditor`` edits and echoes the line, so that a line longer than
/// the terminal's own line buffer (4,095 bytes on Linux, 1,024 on macOS) arrives whole instead
/// of cut. Signals (Ctrl-C) still reach the process. ``restore`` gives the terminal its modes
/// back; the executable calls it on every way out, a signal's included.
final class TerminalInput {
    private let saved: termios
    private var editor = LineEditor()
    private var pending: [LineEditor.Line] = []
    private var ended = false

    /// Takes over standard input, or `nil` when it is not a terminal.
    init?() {
        var modes = termios()
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &modes) == 0 else { return nil }
        saved = modes
        modes.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &modes.c_cc) { characters in
            characters[Int(VMIN)] = 1  // a read returns as soon as one byte is there
            characters[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSANOW, &modes)
    }

    /// Gives the terminal the modes it had; callable from any thread (a signal's handler).
    var restore: @Sendable () -> Void {
        let saved = saved
        return {
            var modes = saved
            tcsetattr(STDIN_FILENO, TCSANOW, &modes)
        }
    }

    /// The next line, or `nil` at the end of input (Ctrl-D on an empty line, or the terminal
    /// closed).
    ///
    /// - Parameter echo: Writes what the user types back to the terminal, as bytes (a character
    ///   can arrive in two reads).
    func readLine(echo: ([UInt8]) -> Void) -> LineEditor.Line? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while pending.isEmpty, !ended {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                ended = true
                break
            }
            let output = editor.feed(buffer[..<count])
            if !output.echo.isEmpty { echo(output.echo) }
            pending += output.lines
            ended = output.endOfInput
        }
        return pending.isEmpty ? nil : pending.removeFirst()
    }
}
