import Foundation

/// One line typed at the sample's prompt.
public enum SampleCommand: Equatable, Sendable {
    /// Run the top screen's action with this number (from 1).
    case action(Int)
    /// `t <n>`: select tab `n` (from 1).
    case tab(Int)
    /// `b`: pop the top screen.
    case back
    /// `d`: dismiss the top modal level.
    case dismiss
    /// `o <url>`: open a deep link as if another app sent it.
    case open(String)
    /// `e <url>`: explain how the router would handle a URL.
    case explain(String)
    /// `w <text>`: write the text into the top screen's editor (or a question's text field).
    case write(String)
    /// `width <n>`: resize the terminal to `n` columns (within ``widths``).
    case width(Int)
    /// `s`: print the stack snapshot.
    case stack
    /// `l`: print the navigation event log.
    case log
    /// `journey`: print the journey recorded since the sample started, one line a step.
    case journey
    /// `journey save <file>`: write the recorded journey, as JSON, to the file.
    case saveJourney(String)
    /// `?` (or an empty line): print the help.
    case help
    /// `q`: quit.
    case quit
    /// Anything else, as typed.
    case unknown(String)

    /// The widths `width <n>` takes, in columns.
    public static let widths = 20...500

    /// Reads a line. Surrounding spaces are ignored; a command that needs a URL or a text without
    /// one is unknown. Never fails: whatever the text, the result is a command.
    ///
    /// - Parameter line: What the user typed.
    public init(parsing line: String) {
        let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
        let parts = text.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        let word = parts.first.map(String.init) ?? ""
        let argument = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespacesAndNewlines) : ""
        switch (word, argument.isEmpty) {
        case ("", _), ("?", true): self = .help
        case ("q", true): self = .quit
        case ("b", true): self = .back
        case ("d", true): self = .dismiss
        case ("s", true): self = .stack
        case ("l", true): self = .log
        case ("journey", true): self = .journey
        case ("journey", false):
            let words = argument.split(separator: " ", maxSplits: 1)
            let path = words.count == 2 ? words[1].trimmingCharacters(in: .whitespaces) : ""
            if words[0] == "save", !path.isEmpty { self = .saveJourney(path) } else { self = .unknown(text) }
        case ("o", false): self = .open(argument)
        case ("e", false): self = .explain(argument)
        case ("w", false): self = .write(argument)
        case ("width", false):
            if let columns = Int(argument), Self.widths.contains(columns) { self = .width(columns) } else { self = .unknown(text) }
        case ("t", false):
            if let number = Int(argument), number > 0 { self = .tab(number) } else { self = .unknown(text) }
        default:
            if argument.isEmpty, let number = Int(word), number > 0 {
                self = .action(number)
            } else {
                self = .unknown(text)
            }
        }
    }
}
