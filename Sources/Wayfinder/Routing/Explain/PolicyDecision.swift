/// One policy rule applied to a URL, as ``RouteExplanation`` lists it.
public struct PolicyDecision: Hashable, Sendable, CustomStringConvertible {
    /// The rule's name, as in ``RoutePolicyViolation/rule``.
    public let rule: String
    /// Whether the URL passed it.
    public let passed: Bool
    /// What was checked, such as `"app" from otherApp(com.example.mail)`.
    public let detail: String

    /// Creates a decision.
    ///
    /// - Parameters:
    ///   - rule: The rule's name.
    ///   - passed: Whether the URL passed it.
    ///   - detail: What was checked.
    public init(rule: String, passed: Bool, detail: String) {
        self.rule = rule
        self.passed = passed
        self.detail = detail
    }

    /// A line such as `✓ maximumURLLength: 22 of at most 4096 bytes`.
    public var description: String {
        "\(passed ? "✓" : "✗") \(rule): \(detail)"
    }
}
