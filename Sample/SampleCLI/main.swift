import Foundation
import SampleApp

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The thin executable of the terminal sample.
//
//     wayfinder-sample                    full screen when standard input and output are terminals
//     wayfinder-sample --script FILE      run the commands in FILE, printing each snapshot
//     printf '1\n1\nq\n' | wayfinder-sample    the same, from standard input
//     wayfinder-sample --graph [mermaid|dot]   print the route and screen graph
//     wayfinder-sample --width N ...      the terminal's width at first (a split collapses below 100)
//
// In scripted mode every command is echoed, followed by what it showed and the stack snapshot
// as plain text: `Sample/Scripts/*.expected` are such transcripts, compared by the tests.

let usage = """
    usage: wayfinder-sample [--width N] [--script FILE | --graph [mermaid|dot]]
      (no argument)   interactive; commands are read from standard input when it is not a terminal
      --width N       the terminal's width in columns at first (20 to 500): the terminal's own
                      full screen, else 80; a split shows its columns side by side from 100
    """

/// What the command line asks for.
enum Mode {
    case fullScreen
    case lineByLine
    case script(AnyIterator<String>)
    case graph(dot: Bool)
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("wayfinder-sample: \(message)\n".utf8))
    exit(status)
}

func mode(from arguments: [String]) -> Mode {
    switch arguments {
    case []:
        guard isatty(STDIN_FILENO) == 1 else { return .script(AnyIterator { readLine() }) }
        return isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb" ? .fullScreen : .lineByLine
    case _ where arguments.count == 2 && arguments[0] == "--script":
        let path = arguments[1]
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { fail("cannot read \(path)", status: 1) }
        var lines = SampleScript.lines(of: text).makeIterator()
        return .script(AnyIterator { lines.next() })
    case ["--graph"], ["--graph", "mermaid"]:
        return .graph(dot: false)
    case ["--graph", "dot"]:
        return .graph(dot: true)
    case ["--help"], ["-h"]:
        print(usage)
        exit(0)
    default:
        fail("unexpected arguments \(arguments.joined(separator: " "))\n\(usage)", status: 2)
    }
}

/// The width `--width N` asks for, if any, and the other arguments.
func widthOption(in arguments: [String]) -> (width: Int?, rest: [String]) {
    guard let index = arguments.firstIndex(of: "--width") else { return (nil, arguments) }
    let widths = SampleCommand.widths
    guard arguments.indices.contains(index + 1), let width = Int(arguments[index + 1]), widths.contains(width) else {
        fail("--width takes a number of columns from \(widths.lowerBound) to \(widths.upperBound)\n\(usage)", status: 2)
    }
    var rest = arguments
    rest.removeSubrange(index...(index + 1))
    return (width, rest)
}

/// Writes to standard output now, without Foundation's buffering.
func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}

/// Reads the next line: from the terminal through the sample's own line editor, so that no line
/// is cut, else (a pipe, a file) as Foundation reads it.
func readLine(from input: TerminalInput?) -> LineEditor.Line? {
    guard let input else { return Swift.readLine().map { LineEditor.Line($0) } }
    return input.readLine { FileHandle.standardOutput.write(Data($0)) }
}

/// Leaves the alternate screen and gives the terminal its modes back on Ctrl-C and on `kill`, so
/// the terminal is clean whatever ends the app, and exits with the shell's convention (128 + the
/// signal). The handlers run on a background queue: the main thread may be blocked reading.
func restoreTerminalOnSignals(_ restore: @escaping @Sendable () -> Void, leavingFullScreen: Bool) -> [any DispatchSourceSignal] {
    [SIGINT, SIGTERM].map { number in
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler {
            restore()
            write((leavingFullScreen ? TerminalRenderer.leaveFullScreen : "") + "Bye.\n")
            exit(128 + number)
        }
        source.resume()
        return source
    }
}

/// The terminal's width: asked of the terminal, else `COLUMNS`, else 80. (`TIOCGWINSZ` imports
/// as `UInt` on Darwin and as `Int32` on Glibc; `UInt(_:)` takes both.)
func terminalWidth() -> Int {
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
    return Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? "") ?? 80
}

@MainActor
func fullScreen(_ app: SampleApp, width: Int?) async {
    let input = TerminalInput()
    let restore: @Sendable () -> Void = if let input { input.restore } else { {} }
    let signals = restoreTerminalOnSignals(restore, leavingFullScreen: true)
    await TerminalSession.run(app, width: width ?? terminalWidth(), readLine: { readLine(from: input) }, write: write)
    restore()
    signals.forEach { $0.cancel() }
}

/// Line by line, for a terminal that cannot run full screen: written at once, not buffered,
/// so that each frame shows before the next prompt even when standard output is a pipe.
@MainActor
func lineByLine(_ app: SampleApp) async {
    let input = TerminalInput()
    let restore: @Sendable () -> Void = if let input { input.restore } else { {} }
    let signals = restoreTerminalOnSignals(restore, leavingFullScreen: false)
    defer {
        restore()
        signals.forEach { $0.cancel() }
    }
    write(app.frame.plainText + "\n")
    while true {
        write("\n> ")
        guard let line = readLine(from: input) else { break }
        switch await app.handle(line) {
        case .quit: write("Bye.\n"); return
        case .frame: write(app.frame.plainText + "\n")
        case .message(let text): write(text + "\n")
        }
    }
    write("Bye.\n")
}

@MainActor
func main() async -> Int32 {
    let (width, arguments) = widthOption(in: Array(CommandLine.arguments.dropFirst()))
    let mode = mode(from: arguments)
    do {
        switch mode {
        case .graph(let dot):
            let graph = try await SampleGraph.build()
            print(dot ? graph.dot : graph.mermaid)
        case .script(let lines):
            await SampleScript.run(lines, on: try SampleApp(width: width ?? SampleApp.defaultWidth)) { print($0) }
        case .fullScreen:
            await fullScreen(try SampleApp(), width: width)
        case .lineByLine:
            await lineByLine(try SampleApp(width: width ?? SampleApp.defaultWidth))
        }
        return 0
    } catch {
        FileHandle.standardError.write(Data("wayfinder-sample: \(error)\n".utf8))
        return 1
    }
}

exit(await main())
