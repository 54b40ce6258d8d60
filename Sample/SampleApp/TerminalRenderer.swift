/// Draws a ``SampleFrame`` full screen with ANSI escape codes: a header with who is signed in,
/// the tab bar, the breadcrumb, the top screen, the question asked over it (its title in bold),
/// an optional message, and the status line with the last navigation event. No dependencies: plain escape sequences any VT100-like terminal
/// (and the macOS, Linux and Windows terminals) understands.
public enum TerminalRenderer {
    /// Switches to the terminal's alternate screen, so that quitting gives the old one back.
    public static let enterFullScreen = "\u{1B}[?1049h"
    /// Restores the screen the terminal showed before ``enterFullScreen`` and resets colours.
    public static let leaveFullScreen = "\u{1B}[0m\u{1B}[?1049l"

    private static let clear = "\u{1B}[H\u{1B}[2J"
    private static let inverse = "\u{1B}[7m"
    private static let bold = "\u{1B}[1m"
    private static let dim = "\u{1B}[2m"
    private static let reset = "\u{1B}[0m"

    /// The whole screen for a frame, ending with the prompt.
    ///
    /// - Parameters:
    ///   - frame: What to draw.
    ///   - message: Text shown under the screen (help, a snapshot, the log), or `nil`.
    ///   - width: The terminal's width in columns.
    ///   - prompt: Whether to end with the prompt; a frame drawn while a transition is on its
    ///     way has none.
    /// - Returns: The escape sequences and text to write.
    public static func render(_ frame: SampleFrame, message: String?, width: Int = 80, prompt: Bool = true) -> String {
        let width = max(width, 20)
        let rule = dim + String(repeating: "─", count: width) + reset
        var lines = [clear + inverse + bold + padded(" Wayfinder sample", right: frame.accountLine + " ", width: width) + reset]
        if !frame.tabs.isEmpty {
            lines.append(" " + frame.tabs.enumerated().map { index, title in
                index == frame.selectedTab ? inverse + " \(index + 1) \(title) " + reset : " \(index + 1) \(title) "
            }.joined(separator: " "))
        }
        lines.append(dim + " " + frame.breadcrumb + reset)
        lines.append(rule)
        lines += frame.screen.map { " " + $0 }
        if let title = frame.question.first {
            lines.append("")
            lines.append(bold + " " + title + reset)
            lines += frame.question.dropFirst().map { " " + $0 }
        }
        if let message {
            lines.append("")
            lines += message.split(separator: "\n", omittingEmptySubsequences: false).map { " " + $0 }
        }
        lines.append(rule)
        lines.append(inverse + padded(" · " + frame.status, right: "", width: width) + reset)
        return lines.joined(separator: "\n") + (prompt ? "\n> " : "\n")
    }

    /// `left` and `right` on one line of `width` columns (longer text is kept whole).
    private static func padded(_ left: String, right: String, width: Int) -> String {
        let gap = width - left.count - right.count
        return left + String(repeating: " ", count: max(gap, 1)) + right
    }
}
