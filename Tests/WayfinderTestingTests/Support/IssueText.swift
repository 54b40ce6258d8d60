import Testing

/// Whether an issue's comments are exactly `text`: for `withKnownIssue(_:matching:)`, to check
/// a failure message word for word.
func says(_ text: String) -> @Sendable (Issue) -> Bool {
    { issue in issue.comments.map(\.rawValue).joined(separator: "\n") == text }
}
