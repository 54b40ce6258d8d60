import SampleApp
import Testing

@Suite("sample command parser")
struct SampleCommandTests {
    @Test(arguments: [
        ("1", SampleCommand.action(1)), (" 12 ", .action(12)), ("b", .back), ("d", .dismiss), ("s", .stack),
        ("l", .log), ("?", .help), ("", .help), ("   ", .help), ("q", .quit),
        ("o sample://repos", .open("sample://repos")), ("o   https://swift.org  ", .open("https://swift.org")),
        ("e sample://settings", .explain("sample://settings")), ("w hello", .write("hello")),
        ("w   two  words ", .write("two  words")), ("w", .unknown("w")), ("w  ", .unknown("w")), ("t 2", .tab(2)), ("t  3 ", .tab(3)),
        ("t", .unknown("t")), ("t 0", .unknown("t 0")), ("t x", .unknown("t x")), ("t -1", .unknown("t -1")),
        ("0", .unknown("0")), ("-1", .unknown("-1")), ("o", .unknown("o")), ("e", .unknown("e")),
        ("width 120", .width(120)), (" width  60 ", .width(60)), ("width 20", .width(20)), ("width 500", .width(500)),
        ("width 19", .unknown("width 19")), ("width 501", .unknown("width 501")), ("width", .unknown("width")),
        ("width wide", .unknown("width wide")), ("b now", .unknown("b now")), ("1 2", .unknown("1 2")), ("quit", .unknown("quit")),
        ("99999999999999999999999", .unknown("99999999999999999999999")), ("\u{0}", .unknown("\u{0}")),
        ("journey", .journey), ("journey save out.json", .saveJourney("out.json")), ("journey  save  my file.json ", .saveJourney("my file.json")),
        ("journey load x", .unknown("journey load x")), ("journey save", .unknown("journey save")),
        // Found by the fuzzer: a form feed (a newline character) after the command word.
        ("e \u{0C}sample://x", .explain("sample://x")), ("o \u{0B}\u{85}x\u{2028}", .open("x")),
    ])
    func parses(line: String, command: SampleCommand) {
        #expect(SampleCommand(parsing: line) == command)
    }
}
