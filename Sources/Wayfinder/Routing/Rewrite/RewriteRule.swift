import Foundation

/// A rule that turns one URL into another before matching: a regular expression over the whole
/// URL and a template.
///
/// ```swift
/// let rule = try RewriteRule(#"(?:https://)?www\.shop\.com/search/(.*)"#, "app://page/search?product=$$1")
/// rule.apply(to: "https://www.shop.com/search/red shoes")   // "app://page/search?product=red%20shoes"
/// ```
///
/// The expression must match the **whole** URL (it is anchored at both ends), so a rule cannot
/// fire on a URL that merely contains its text, in a query value say. Template variables:
///
/// | variable | value |
/// |---|---|
/// | `$1` … `$9` | the capture group, as captured (empty when it did not take part) |
/// | `$$1` … `$$9` | the capture, percent-encoded (all but `A–Z a–z 0–9 - . _ ~`) |
/// | `$#1` … `$#9` | the capture, percent-decoded |
/// | `$scheme` `$host` `$port` `$path` `$query` `$fragment` | that part of the URL being rewritten, as written (without `?` and `#`) |
/// | `$url` | the whole URL being rewritten |
///
/// Expressions use `NSRegularExpression` (ICU) syntax, on Linux as on Apple platforms.
public struct RewriteRule: Hashable, Sendable, CustomStringConvertible {
    /// The regular expression, as written.
    public let pattern: String
    /// The template, as written.
    public let template: String
    private let expression: CompiledExpression
    private let parsedTemplate: RewriteTemplate

    /// Creates a rule.
    ///
    /// - Parameters:
    ///   - pattern: A regular expression the whole URL must match.
    ///   - template: The URL to produce, with variables.
    /// - Throws: ``RewriteRuleError`` when the expression does not compile or the template holds
    ///   an unknown variable.
    public init(_ pattern: String, _ template: String) throws(RewriteRuleError) {
        do {
            // Compiled alone first, so that an unbalanced `)` cannot escape the wrapping group;
            // then anchored with `\A` and `\z`: ICU's `$` would also match before a final
            // line terminator (U+2028, U+0085…), letting a rule fire on a URL with one appended.
            _ = try NSRegularExpression(pattern: pattern)
            expression = CompiledExpression(try NSRegularExpression(pattern: "\\A(?:" + pattern + ")\\z"))
        } catch {
            throw .invalidExpression(pattern, message: String(describing: error))
        }
        parsedTemplate = try RewriteTemplate(template)
        self.pattern = pattern
        self.template = template
    }

    /// The rewritten URL, or `nil` when the rule does not match.
    ///
    /// - Parameter url: The URL.
    /// - Returns: The template's text for this URL.
    public func apply(to url: String) -> String? {
        let range = NSRange(url.startIndex..., in: url)
        guard let match = expression.regex.firstMatch(in: url, options: [], range: range) else { return nil }
        let captures: [Substring?] = (0..<match.numberOfRanges).map { index in
            Range(match.range(at: index), in: url).map { url[$0] }
        }
        return parsedTemplate.render(captures: captures, url: url)
    }

    /// `pattern → template`.
    public var description: String { "\(pattern) → \(template)" }

    /// Rules are equal when their expression and template are.
    public static func == (lhs: RewriteRule, rhs: RewriteRule) -> Bool {
        lhs.pattern == rhs.pattern && lhs.template == rhs.template
    }

    /// Hashes the expression and the template.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pattern)
        hasher.combine(template)
    }
}

/// `NSRegularExpression` is immutable and documented as safe to use from several threads at
/// once; not every SDK marks it `Sendable`, hence the box.
private struct CompiledExpression: @unchecked Sendable {
    let regex: NSRegularExpression
    init(_ regex: NSRegularExpression) { self.regex = regex }
}
