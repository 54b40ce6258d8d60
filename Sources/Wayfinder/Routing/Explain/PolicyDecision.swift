/// One policy rule applied to a URL, as ``RouteExplanation/policy`` lists it.
package struct PolicyDecision: Hashable, Sendable {
    /// The rule's name: `allowedSchemes`, `exposed`, `allowedSourceApps`, `allowedWebHosts`,
    /// `maximumURLLength`, `maximumQueryItems`, `maximumSegments`, `controlCharacters` or
    /// `dotSegments`.
    package let rule: String
    /// Whether the URL passed it.
    package let passed: Bool
    /// What was checked, such as `"app" from otherApp(com.example.mail)`.
    package let detail: String

    /// A line such as `✓ maximumURLLength: 22 of at most 4096 bytes`.
    package var line: String {
        "\(passed ? "✓" : "✗") \(rule): \(detail)"
    }
}
