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

    @Test(arguments: [["q"], ["1"], []])
    @MainActor
    func theSessionGivesTheScreenBackOnQuitAndAtTheEndOfInput(input: [String]) async throws {
        var lines = input.makeIterator()
        var output = ""
        await TerminalSession.run(try SampleApp(), width: 60, readLine: { lines.next().map { LineEditor.Line($0) } }, write: { output += $0 })
        #expect(output.hasPrefix("\u{1B}[?1049h"))
        #expect(output.hasSuffix("\u{1B}[0m\u{1B}[?1049lBye.\n"))
        #expect(output.components(separatedBy: "\u{1B}[?1049h").count == 2)
        #expect(output.components(separatedBy: "\n> ").count == input.filter { $0 != "q" }.count + 2)
    }

    @Test @MainActor func typedControlCharactersNeverReachTheTerminal() async throws {
        let app = try SampleApp()
        _ = await app.handle("o sample://x\u{1B}[?1049l")
        #expect(!app.frame.status.contains("\u{1B}"))
        #expect(app.frame.status.contains("sample://x\u{FFFD}[?1049l"))
        #expect(await app.handle("zz\u{7}z") == .message("Unknown command “zz\u{FFFD}z”.\n" + SampleApp.help))
    }

    @Test func aQuestionIsDrawnUnderTheScreenWithItsTitleInBold() {
        var asked = frame
        asked.question = ["? Leave?", "  1. Leave (destructive)", "  2. Stay"]
        let screen = TerminalRenderer.render(asked, message: nil, width: 40)
        #expect(screen.contains("\n ───────\n\n\u{1B}[1m ? Leave?\u{1B}[0m\n   1. Leave (destructive)\n   2. Stay\n"))
        #expect(!TerminalRenderer.render(frame, message: nil, width: 40).contains("?"))
        #expect(asked.plainText.contains("───────\n\n? Leave?\n  1. Leave (destructive)\n  2. Stay\n\n· didPerform"))
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
