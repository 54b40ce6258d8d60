/// Prints two texts side by side, line by line: `│` between lines that agree, `≠` between lines
/// that differ.
///
/// ```text
/// expected           │ actual
/// root               │ root
///   HomeViewModel    │   HomeViewModel
///   RepoViewModel    ≠   IssueViewModel
/// ```
func sideBySide(expected: [String], actual: [String]) -> String {
    sideBySide((0..<max(expected.count, actual.count)).map { index in
        let lhs = index < expected.count ? expected[index] : ""
        let rhs = index < actual.count ? actual[index] : ""
        let agree = index < expected.count && index < actual.count && lhs == rhs
        return (lhs, agree ? "│" : "≠", rhs)
    })
}

/// Prints rows already paired, each with its own marker, under an `expected │ actual` header,
/// the left column padded to its widest line.
func sideBySide(_ rows: [(expected: String, marker: Character, actual: String)]) -> String {
    let all = [("expected", "│", "actual")] + rows
    let width = all.map(\.0.count).max() ?? 0
    return all.map { expected, marker, actual in
        let padded = expected + String(repeating: " ", count: width - expected.count)
        return "\(padded) \(marker) \(actual)".trimmingTrailingSpaces()
    }.joined(separator: "\n")
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
