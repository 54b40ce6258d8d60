import SampleApp
import Testing

/// The full-screen drawing: escape codes around the same frame the scripts print.
@Suite("terminal renderer")
struct TerminalRendererTests {
    let frame = SampleFrame(
        tabs: ["Repositories", "Notifications"], selectedTab: 1, path: [["Notifications"], ["Sign in"]],
        screen: ["Sign in", "───────"], status: "didPerform present(SignInViewModel)", account: nil)

    @Test func drawsTheTabsThePathTheScreenAndTheStatus() {
        let screen = TerminalRenderer.render(frame, message: "hello\nworld", width: 40)
        #expect(screen.hasPrefix("\u{1B}[H\u{1B}[2J"))
        #expect(screen.contains(" 1 Repositories  \u{1B}[7m 2 Notifications \u{1B}[0m"))
        #expect(screen.contains("Notifications ⧉ Sign in"))
        #expect(screen.contains("\n Sign in\n"))
        #expect(screen.contains("\n hello\n world\n"))
        #expect(screen.contains(" · didPerform present(SignInViewModel)"))
        #expect(screen.contains("signed out"))
        #expect(screen.hasSuffix("\n> "))
    }

    @Test func leavingRestoresTheScreenAndTheColours() {
        #expect(TerminalRenderer.enterFullScreen == "\u{1B}[?1049h")
        #expect(TerminalRenderer.leaveFullScreen.hasSuffix("\u{1B}[?1049l"))
        #expect(TerminalRenderer.leaveFullScreen.hasPrefix("\u{1B}[0m"))
    }

    @Test func thePlainFrameIsWhatScriptsPrint() {
        #expect(frame.plainText == """
             1 Repositories  [2 Notifications]  · signed out
            Notifications ⧉ Sign in

            Sign in
            ───────

            · didPerform present(SignInViewModel)
            """)
    }
}
