/// One rewrite rule applied to a URL, as ``RouteExplanation/rewrites`` lists it.
package struct RewriteStep: Hashable, Sendable {
    /// The rule's regular expression.
    package let rule: String
    /// The URL before.
    package let from: String
    /// The URL after.
    package let to: String

    /// A line such as `www.shop.com/search/(.*): https://www.shop.com/search/a → app://page/search?product=a`.
    package var line: String {
        "\(rule): \(from) → \(to)"
    }
}
