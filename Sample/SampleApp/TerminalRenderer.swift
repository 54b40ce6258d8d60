/// Draws a ``SampleFrame`` full screen with ANSI escape codes: a header with who is signed in,
/// the tab bar, the breadcrumb, the top screen, the question asked over it (its title in bold),
/// an optional message, and the status line with the last navigation event. Every line fits the
/// terminal's width, cut with `…` when longer, so that nothing wraps and pushes the frame off
/// the screen (a pasted URL can be a megabyte). No dependencies: plain escape sequences any
/// VT100-like terminal (and the macOS, Linux and Windows terminals) understands.
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
        // A character counts one column: the sample's text has no wide characters.
        let fit = { (text: String) in text.shortened(to: width) }
        let rule = dim + String(repeating: "─", count: width) + reset
        var lines = [clear + inverse + bold + padded(" Wayfinder sample", right: frame.accountLine + " ", width: width) + reset]
        if !frame.tabs.isEmpty {
            let tabs = frame.tabs.enumerated().map { (index: $0.offset, text: " \($0.offset + 1) \($0.element) ") }
            let plain = " " + tabs.map(\.text).joined(separator: " ")
            lines.append(plain.count > width ? fit(plain) : " " + tabs.map { tab in
                tab.index == frame.selectedTab ? inverse + tab.text + reset : tab.text
            }.joined(separator: " "))
        }
        lines.append(dim + fit(" " + frame.breadcrumb) + reset)
        lines.append(rule)
        lines += frame.screen.map { fit(" " + $0) }
        if let title = frame.question.first {
            lines.append("")
            lines.append(bold + fit(" " + title) + reset)
            lines += frame.question.dropFirst().map { fit(" " + $0) }
        }
        if let message {
            lines.append("")
            lines += message.split(separator: "\n", omittingEmptySubsequences: false).map { fit(" " + $0) }
        }
        lines.append(rule)
        lines.append(inverse + padded(" · " + frame.status, right: "", width: width) + reset)
        return lines.joined(separator: "\n") + (prompt ? "\n> " : "\n")
    }

    /// `left` and `right` on one line of `width` columns, cut with `…` when they do not fit.
    private static func padded(_ left: String, right: String, width: Int) -> String {
        let gap = width - left.count - right.count
        guard gap >= 1 else { return (left + " " + right).shortened(to: width) }
        return left + String(repeating: " ", count: gap) + right
    }
}
