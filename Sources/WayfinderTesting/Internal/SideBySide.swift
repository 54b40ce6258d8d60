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
    let left = ["expected"] + expected
    let right = ["actual"] + actual
    let width = left.map(\.count).max() ?? 0
    return (0..<max(left.count, right.count)).map { index in
        let lhs = index < left.count ? left[index] : ""
        let rhs = index < right.count ? right[index] : ""
        let separator = index == 0 || (index < left.count && index < right.count && lhs == rhs) ? "│" : "≠"
        let padded = lhs + String(repeating: " ", count: width - lhs.count)
        return "\(padded) \(separator) \(rhs)".trimmingTrailingSpaces()
    }.joined(separator: "\n")
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
