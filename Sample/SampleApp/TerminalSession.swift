/// The full-screen loop: draw the frame, read a command, run it, until `q` or the end of input,
/// then give the terminal its screen back. The executable passes the lines it reads from the
/// terminal (a ``LineEditor`` over its bytes, so that no line is cut) and its standard output;
/// tests pass their own.
@MainActor
public enum TerminalSession {
    /// Runs the app full screen.
    ///
    /// - Parameters:
    ///   - app: The app.
    ///   - width: The terminal's width in columns, at first: `width <n>` changes it, as a resized
    ///     window would, and the frames are drawn that wide.
    ///   - readLine: Reads one line, whole or with its length when it was longer than the reader
    ///     keeps, or `nil` at the end of input.
    ///   - write: Writes text to the terminal at once (unbuffered).
    public static func run(
        _ app: SampleApp, width: Int, readLine: () -> LineEditor.Line?, write: @escaping (String) -> Void
    ) async {
        write(TerminalRenderer.enterFullScreen)
        app.width = width
        // Each step of a transition is drawn, and an animated one stays a moment on screen.
        app.transitionTime = .milliseconds(120)
        app.onTransitionFrame = { [unowned app] frame in
            write(TerminalRenderer.render(frame, message: nil, width: app.width, prompt: false))
        }
        defer { app.onTransitionFrame = nil }
        var message: String? = SampleApp.help
        loop: while true {
            write(TerminalRenderer.render(app.frame, message: message, width: app.width))
            guard let line = readLine() else { break }
            switch await app.handle(line) {
            case .quit: break loop
            case .frame: message = nil
            case .message(let text): message = text
            }
        }
        write(TerminalRenderer.leaveFullScreen + "Bye.\n")
    }
}
