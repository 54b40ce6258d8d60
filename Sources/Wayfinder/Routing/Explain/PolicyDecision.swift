/// One policy rule applied to a URL, as ``RouteExplanation/policy`` lists it.
public struct PolicyDecision: Hashable, Sendable {
    /// The rule's name: `allowedSchemes`, `internalOnly`, `allowedSourceApps`,
    /// `maximumURLLength`, `maximumQueryItems`, `maximumSegments`, `controlCharacters` or
    /// `dotSegments`.
    public let rule: String
    /// Whether the URL passed it.
    public let passed: Bool
    /// What was checked, such as `"app" from otherApp(com.example.mail)`.
    public let detail: String

    /// A line such as `✓ maximumURLLength: 22 of at most 4096 bytes`.
    package var line: String {
        "\(passed ? "✓" : "✗") \(rule): \(detail)"
    }
}
