import Foundation
import SampleApp

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The thin executable of the terminal sample.
//
//     wayfinder-sample                  interactive when standard input is a terminal
//     wayfinder-sample --script FILE    run the commands in FILE, printing each snapshot
//     printf '1\n1\nq\n' | wayfinder-sample   the same, from standard input
//
// In scripted mode every command is echoed, followed by what it printed and the stack snapshot
// as plain text, so a journey's transcript can be compared in CI.

let usage = "usage: wayfinder-sample [--script FILE]"

/// Where the commands come from.
enum Input {
    case terminal
    case lines(AnyIterator<String>)
}

func input(from arguments: [String]) -> Input? {
    switch arguments.count {
    case 0:
        if isatty(STDIN_FILENO) == 1 { return .terminal }
        return .lines(AnyIterator { readLine() })
    case 2 where arguments[0] == "--script":
        guard let text = try? String(contentsOfFile: arguments[1], encoding: .utf8) else {
            FileHandle.standardError.write(Data("wayfinder-sample: cannot read \(arguments[1])\n".utf8))
            exit(1)
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).makeIterator()
        return .lines(AnyIterator { lines.next() })
    default:
        return nil
    }
}

@MainActor
func interactive(_ app: SampleApp) {
    print(app.frame)
    while true {
        print("\n> ", terminator: "")
        guard let line = readLine(), let output = app.handle(line) else { break }
        print(output)
    }
    print("Bye.")
}

@MainActor
func scripted(_ app: SampleApp, _ lines: AnyIterator<String>) {
    print(app.frame)
    for line in lines {
        print("\n> \(line)")
        guard let output = app.handle(line) else { break }
        print(output)
        print("\n[stack]\n\(app.navigator.stack.snapshot)")
    }
    print("Bye.")
}

@MainActor
func main() -> Int32 {
    guard let source = input(from: Array(CommandLine.arguments.dropFirst())) else {
        FileHandle.standardError.write(Data("\(usage)\n".utf8))
        return 2
    }
    do {
        let app = try SampleApp()
        switch source {
        case .terminal: interactive(app)
        case .lines(let lines): scripted(app, lines)
        }
        return 0
    } catch {
        FileHandle.standardError.write(Data("wayfinder-sample: \(error)\n".utf8))
        return 1
    }
}

exit(MainActor.assumeIsolated { main() })
