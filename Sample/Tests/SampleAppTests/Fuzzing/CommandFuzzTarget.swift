import Foundation
#if canImport(SampleApp)
import SampleApp
#endif

/// Fuzz target `command`: any line typed into the sample app. Parsing never fails (a line it
/// does not know is ``SampleCommand/unknown(_:)``), ignores whitespace around the line, gives
/// `open`, `explain` and `write` a trimmed, non-empty argument, numbers only above zero and
/// widths only within ``SampleCommand/widths``.
enum CommandFuzzTarget {
    /// - Parameter bytes: The line, as UTF-8 (invalid bytes become U+FFFD).
    /// - Returns: What went wrong, or `nil`.
    static func run(_ bytes: [UInt8]) -> String? {
        let line = String(decoding: bytes, as: UTF8.self)
        let command = SampleCommand(parsing: line)
        guard SampleCommand(parsing: " \t\(line)\n ") == command else { return "whitespace changes \(line.debugDescription)" }
        switch command {
        case .open(let argument), .explain(let argument), .write(let argument):
            guard !argument.isEmpty, argument.trimmingCharacters(in: .whitespacesAndNewlines) == argument else {
                return "\(line.debugDescription) gives the argument \(argument.debugDescription)"
            }
        case .action(let number), .tab(let number):
            guard number > 0 else { return "\(line.debugDescription) gives the number \(number)" }
        case .width(let columns):
            guard SampleCommand.widths.contains(columns) else { return "\(line.debugDescription) gives the width \(columns)" }
        default:
            break
        }
        return nil
    }
}
