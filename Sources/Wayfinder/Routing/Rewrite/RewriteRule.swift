import Foundation

/// A rule that turns one URL into another before matching: a regular expression over the whole
/// URL, anchored at both ends, and a template; `Router.addRewriteRule(_:_:)` documents the
/// variables. A match is bounded: ICU reports progress during a long match (about every ten
/// thousand steps of its backtracking), and a rule gives up, as if it did not match, after
/// ``maximumProgressReports`` of them.
package struct RewriteRule: Hashable, Sendable, CustomStringConvertible {
    /// The regular expression, as written.
    package let pattern: String
    /// The template, as written.
    package let template: String
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
    package init(_ pattern: String, _ template: String) throws(RewriteRuleError) {
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
    /// - Parameter url: The whole URL, as text; the expression must match all of it.
    /// - Returns: The template's text for this URL.
    package func apply(to url: String) -> String? {
        if !literalPrefix.isEmpty, !hasLiteralPrefix(url) { return nil }
        let captures = icuCaptures(url)
        return captures.map { parsedTemplate.render(captures: $0, url: url) }
    }

    /// How many progress reports a match may take before the rule gives up (each is about ten
    /// thousand steps of ICU's backtracking, a few milliseconds): no plain expression comes near
    /// it on a URL within the policy's length limit.
    package static let maximumProgressReports = 50

    /// What ICU's match captured, as UTF-8 offsets into `url` (`nil` for a group that did not
    /// take part), or `nil` for no match (or a match that took too long).
    private func icuCaptures(_ url: String) -> [Range<Int>?]? {
        // NSRegularExpression counts in UTF-16. For an ASCII URL (the usual one: URLs are
        // percent-encoded) UTF-16 offsets are UTF-8 offsets.
        let utf8Count = url.utf8.count
        let utf16Count = url.utf16.count
        let isASCII = utf16Count == utf8Count
        let range = NSRange(location: 0, length: utf16Count)
        var found: NSTextCheckingResult?
        var reports = 0
        expression.regex.enumerateMatches(in: url, options: [.reportProgress], range: range) { result, flags, stop in
            if let result {
                found = result
                stop.pointee = true
            } else if flags.contains(.progress) {
                reports += 1
                if reports > RewriteRule.maximumProgressReports { stop.pointee = true }
            }
        }
        guard let match = found else { return nil }
        var captures: [Range<Int>?] = []
        captures.reserveCapacity(match.numberOfRanges)
        for index in 0..<match.numberOfRanges {
            let r = match.range(at: index)
            if r.location == NSNotFound {
                captures.append(nil)
            } else if isASCII {
                captures.append(r.location..<(r.location + r.length))
            } else {
                captures.append(Range(r, in: url).map {
                    url.utf8.distance(from: url.startIndex, to: $0.lowerBound)..<url.utf8.distance(from: url.startIndex, to: $0.upperBound)
                })
            }
        }
        return captures
    }

    /// Whether `url` starts with the expression's literal prefix, compared over the string's
    /// own bytes when it has them contiguous (a native string does).
    private func hasLiteralPrefix(_ url: String) -> Bool {
        let contiguous = url.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.count >= literalPrefix.count else { return false }
            for (offset, byte) in literalPrefix.enumerated() where bytes[offset] != byte { return false }
            return true
        }
        return contiguous ?? url.utf8.starts(with: literalPrefix)
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
    package var description: String { "\(pattern) → \(template)" }

    /// Rules are equal when their expression and template are.
    package static func == (lhs: RewriteRule, rhs: RewriteRule) -> Bool {
        lhs.pattern == rhs.pattern && lhs.template == rhs.template
    }

    /// Hashes the expression and the template.
    package func hash(into hasher: inout Hasher) {
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
