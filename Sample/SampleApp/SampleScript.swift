/// Runs commands as a script: each command is echoed, then the steps the terminal took to show
/// it (`↳ present [Settings] as sheet(medium, large)`), then what it showed: the frame followed
/// by the stack snapshot, or a message (help, a snapshot, the log), all as plain text. The CLI's
/// scripted mode prints this; the tests compare it with the transcripts committed next to the
/// scripts.
@MainActor
public enum SampleScript {
    /// Runs the lines on an app, up to the end or a `q`.
    ///
    /// - Parameters:
    ///   - lines: The commands, one per line.
    ///   - app: The app to drive.
    ///   - emit: Receives the transcript, a piece at a time.
    public static func run(_ lines: some Sequence<String>, on app: SampleApp, emit: (String) -> Void) async {
        emit(app.frame.plainText)
        for line in lines {
            emit("\n> \(line)")
            let reply = await app.handle(line)
            for step in app.steps { emit("  ↳ \(step)") }
            switch reply {
            case .quit:
                emit("Bye.")
                return
            case .frame:
                emit(app.frame.plainText)
                emit("\n[stack]\n\(LibraryText.outline(of: app.navigator.stack.snapshot))")
            case .message(let text):
                emit(text)
            }
        }
        emit("Bye.")
    }

    /// The commands of a script file: one per line, with `\n` or `\r\n` line ends; the line end
    /// closing the file does not add an empty command (an empty line inside the file still
    /// shows the help).
    ///
    /// - Parameter text: The file's contents.
    /// - Returns: The lines.
    public nonisolated static func lines(of text: String) -> [String] {
        // `\r\n` is one `Character` in Swift: splitting on "\n" alone would not split it.
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Runs the lines on an app and returns the whole transcript.
    ///
    /// - Parameters:
    ///   - lines: The commands, one per line.
    ///   - app: The app to drive.
    /// - Returns: The transcript, one piece per line.
    public static func transcript(of lines: some Sequence<String>, on app: SampleApp) async -> String {
        var pieces: [String] = []
        await run(lines, on: app) { pieces.append($0) }
        return pieces.joined(separator: "\n") + "\n"
    }
}
