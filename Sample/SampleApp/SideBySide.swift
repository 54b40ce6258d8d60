/// Lays out a split's columns side by side in the terminal's width, as the frame shows an
/// expanded split: each column's lines (its navigation bar, then its top screen) in a column of
/// their own, cut with `…` when too long, the columns separated by ` │ `.
enum SideBySide {
    /// What separates two columns.
    static let separator = " │ "

    /// The width of each column: the leading ones (the sidebar, the supplementary column) get
    /// three tenths of the room each, the last one (the detail) the rest. One column of the
    /// terminal is kept for the margin the full-screen drawing puts before each line.
    ///
    /// - Parameters:
    ///   - count: How many columns there are.
    ///   - width: The terminal's width in columns.
    /// - Returns: One width a column.
    static func widths(count: Int, width: Int) -> [Int] {
        guard count > 0 else { return [] }
        let room = max(width - 1 - separator.count * (count - 1), 12 * count)
        let leading = max(room * 3 / 10, 12)
        return Array(repeating: leading, count: count - 1) + [max(room - leading * (count - 1), 12)]
    }

    /// The columns' lines side by side, one line per row, without trailing spaces.
    ///
    /// - Parameters:
    ///   - columns: Each column's lines, the sidebar's first.
    ///   - width: The terminal's width in columns.
    /// - Returns: The rows.
    static func lines(_ columns: [[String]], width: Int) -> [String] {
        let widths = widths(count: columns.count, width: width)
        let rows = columns.map(\.count).max() ?? 0
        return (0..<rows).map { row in
            let cells = zip(columns, widths).map { lines, width in
                fitted(lines.indices.contains(row) ? lines[row] : "", to: width)
            }
            let line = cells.joined(separator: separator)
            return String(line.reversed().drop { $0 == " " }.reversed())
        }
    }

    /// A line cut to `width` characters (its last one `…`), or padded with spaces to it.
    private static func fitted(_ line: String, to width: Int) -> String {
        guard line.count <= width else { return line.prefix(width - 1) + "…" }
        return line + String(repeating: " ", count: width - line.count)
    }
}
