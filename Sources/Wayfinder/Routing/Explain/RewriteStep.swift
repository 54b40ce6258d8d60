/// One rewrite rule applied to a URL, as ``RouteExplanation`` lists it.
public struct RewriteStep: Hashable, Sendable, CustomStringConvertible {
    /// The rule's regular expression.
    public let rule: String
    /// The URL before.
    public let from: String
    /// The URL after.
    public let to: String

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - rule: The rule's regular expression.
    ///   - from: The URL before.
    ///   - to: The URL after.
    public init(rule: String, from: String, to: String) {
        self.rule = rule
        self.from = from
        self.to = to
    }

    /// A line such as `www.shop.com/search/(.*): https://www.shop.com/search/a → app://page/search?product=a`.
    public var description: String {
        "\(rule): \(from) → \(to)"
    }
}
