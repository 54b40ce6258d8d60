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
    /// Literal text every match starts with (UTF-8), so most URLs are refused without ICU.
    private let literalPrefix: [UInt8]

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
        literalPrefix = RewriteRule.literalPrefix(of: pattern)
        self.pattern = pattern
        self.template = template
    }

    /// The rewritten URL, or `nil` when the rule does not match.
    ///
    /// - Parameter url: The URL.
    /// - Returns: The template's text for this URL.
    public func apply(to url: String) -> String? {
        if !literalPrefix.isEmpty, !url.utf8.starts(with: literalPrefix) { return nil }
        let range = NSRange(url.startIndex..., in: url)
        guard let match = expression.regex.firstMatch(in: url, options: [], range: range) else { return nil }
        let utf8 = url.utf8
        let isASCII = utf8.allSatisfy { $0 < 0x80 }
        var captures: [Substring?] = []
        captures.reserveCapacity(match.numberOfRanges)
        for index in 0..<match.numberOfRanges {
            let r = match.range(at: index)
            if r.location == NSNotFound { captures.append(nil); continue }
            if isASCII {
                // UTF-16 offsets are UTF-8 offsets: O(1) on a native string.
                let start = utf8.index(utf8.startIndex, offsetBy: r.location)
                captures.append(url[start..<utf8.index(start, offsetBy: r.length)])
            } else {
                captures.append(Range(r, in: url).map { url[$0] })
            }
        }
        return parsedTemplate.render(captures: captures, url: url)
    }

    /// The literal text at the start of an expression, or empty when it starts otherwise or has
    /// an alternation (conservative: any doubt gives no prefix).
    static func literalPrefix(of pattern: String) -> [UInt8] {
        let bytes = Array(pattern.utf8)
        if bytes.contains(UInt8(ascii: "|")) { return [] }
        var prefix: [UInt8] = []
        var index = 0
        let meta = Set(".[](){}*+?|^$\\".utf8)
        while index < bytes.count {
            var byte = bytes[index]
            var width = 1
            if byte == UInt8(ascii: "\\") {
                guard index + 1 < bytes.count else { break }
                let next = bytes[index + 1]
                guard next < 0x80, !(next >= 0x30 && next <= 0x39), !((next | 0x20) >= 0x61 && (next | 0x20) <= 0x7A) else { break }
                byte = next
                width = 2
            } else if meta.contains(byte) || byte >= 0x80 || byte == UInt8(ascii: "#") || byte == UInt8(ascii: " ") {
                break
            }
            let after = index + width
            if after < bytes.count, [UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "{")].contains(bytes[after]) { break }
            prefix.append(byte)
            index = after
        }
        return prefix
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
