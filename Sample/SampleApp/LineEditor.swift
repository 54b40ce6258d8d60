/// Turns the bytes a terminal sends, key by key or pasted at once, into lines: what the terminal's
/// own line editing would do, without its limit.
///
/// In its usual (canonical) mode a terminal keeps at most 4,095 bytes of a line and drops the
/// rest without a word (Linux's `N_TTY_BUF_SIZE`; macOS keeps 1,024, `MAX_CANON`): a pasted
/// 5,000-byte URL arrived cut, passed the policy's length limit it no longer reached, and a
/// second paste could leave the line discipline stuck. The sample reads the bytes itself
/// instead (the terminal set to non-canonical mode, without echo) and edits the line here, so a
/// line of any length arrives whole and the router's policy judges it as it is.
///
/// - Backspace (DEL or BS) removes the last character; Ctrl-U removes the line.
/// - Return ends the line (a CR, a LF, or both in that order).
/// - Ctrl-D on an empty line ends the input.
/// - Escape sequences (the arrow keys) and other control bytes are dropped, tabs kept.
/// - A line keeps at most ``maximumLength`` bytes: the rest is counted, not kept, so that input
///   with no end cannot exhaust memory, and ``Line/length`` says how long it was.
public struct LineEditor: Sendable {
    /// A line the user ended.
    public struct Line: Equatable, Sendable {
        /// The line's text: at most ``LineEditor/maximumLength`` bytes of it, a byte that is not
        /// UTF-8 read as U+FFFD.
        public var text: String
        /// How many bytes the user typed or pasted, kept or not.
        public var length: Int
        /// Whether bytes were dropped for ``LineEditor/maximumLength``.
        public var isCut: Bool

        /// A line as typed: all of it kept, unless `length` says it was longer.
        ///
        /// - Parameters:
        ///   - text: The line's text.
        ///   - length: How many bytes were typed; the text's own by default.
        public init(_ text: String, length: Int? = nil) {
            self.init(text, length: length ?? text.utf8.count, isCut: (length ?? 0) > text.utf8.count)
        }

        /// A line the editor ended: whether it is cut is the editor's to say, since a byte that
        /// is not UTF-8 takes three in the text.
        init(_ text: String, length: Int, isCut: Bool) {
            self.text = text
            self.length = length
            self.isCut = isCut
        }
    }

    /// What feeding bytes gave.
    public struct Output: Equatable, Sendable {
        /// The lines ended, in order.
        public var lines: [Line] = []
        /// The bytes to write to the terminal so the user sees what they type.
        public var echo: [UInt8] = []
        /// Whether the user ended the input (Ctrl-D on an empty line).
        public var endOfInput = false
    }

    /// The most bytes of a line kept: far above any URL a policy lets through, far below what
    /// would strain memory.
    public let maximumLength: Int

    private var bytes: [UInt8] = []
    private var dropped = 0
    private var state = State.text

    private enum State: Sendable {
        case text
        /// After a CR, whose LF (if one comes next) belongs to it.
        case afterReturn
        /// After ESC, and after `ESC [` or `ESC O`, until the sequence's final byte.
        case escape
        case escapeSequence
    }

    /// An editor with an empty line.
    ///
    /// - Parameter maximumLength: The most bytes of a line kept; 1 MiB by default.
    public init(maximumLength: Int = 1 << 20) {
        self.maximumLength = max(maximumLength, 1)
    }

    /// Takes the next bytes the terminal sent.
    ///
    /// - Parameter input: The bytes, as many as one read returned.
    /// - Returns: The lines they ended, what to echo, and whether the input ended.
    public mutating func feed(_ input: some Sequence<UInt8>) -> Output {
        var output = Output()
        for byte in input where !output.endOfInput {
            take(byte, into: &output)
        }
        return output
    }

    private mutating func take(_ byte: UInt8, into output: inout Output) {
        switch state {
        case .escape:
            state = byte == UInt8(ascii: "[") || byte == UInt8(ascii: "O") ? .escapeSequence : .text
            return
        case .escapeSequence:
            if (0x40...0x7E).contains(byte) { state = .text }
            return
        case .afterReturn:
            state = .text
            if byte == UInt8(ascii: "\n") { return }
        case .text:
            break
        }
        switch byte {
        case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
            output.lines.append(Line(String(decoding: bytes, as: UTF8.self), length: bytes.count + dropped, isCut: dropped > 0))
            output.echo += [UInt8(ascii: "\r"), UInt8(ascii: "\n")]
            bytes.removeAll()
            dropped = 0
            if byte == UInt8(ascii: "\r") { state = .afterReturn }
        case 0x7F, 0x08:
            guard dropped == 0 else {
                dropped -= 1
                return
            }
            guard !bytes.isEmpty else { return }
            // One character: its lead byte and the continuation bytes after it.
            while let last = bytes.popLast(), last & 0xC0 == 0x80 {}
            output.echo += [0x08, UInt8(ascii: " "), 0x08]
        case 0x15:
            output.echo += Array(repeating: [0x08, UInt8(ascii: " "), 0x08], count: characterCount).joined()
            bytes.removeAll()
            dropped = 0
        case 0x04:
            if bytes.isEmpty, dropped == 0 { output.endOfInput = true }
        case 0x1B:
            state = .escape
        case UInt8(ascii: "\t"), 0x20...:
            if bytes.count < maximumLength {
                bytes.append(byte)
                output.echo.append(byte)
            } else {
                dropped += 1
            }
        default:
            break  // other control bytes: nothing a line of the sample needs
        }
    }

    /// How many characters the line holds: the bytes that do not continue a character.
    private var characterCount: Int {
        bytes.count { $0 & 0xC0 != 0x80 }
    }
}
