import WayfinderTestSupport
import Foundation
import Testing
import Wayfinder

/// Rewrite rules run most expressions on a small machine of their own instead of ICU (see
/// `ASCIIExpression`); these tests hold it to ICU's answers, captures included, on random
/// expressions from the machine's subset and random URLs.
@Suite("rewrite rules agree with ICU")
struct RewriteExpressionEquivalenceTests {
    /// Shows every capture, so that a different capture gives a different rewrite.
    private static let template = "[$1][$2][$3][$4]"

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomExpressionsRewriteAsICUWould(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<150 {
            let pattern = Self.randomExpression(depth: 2, using: &random)
            guard let rule = try? RewriteRule(pattern, Self.template),
                  let icu = try? NSRegularExpression(pattern: "\\A(?:" + pattern + ")\\z")
            else { continue }
            for _ in 0..<24 {
                let url = Self.randomURL(using: &random)
                let expected = Self.icuRewrite(icu, url)
                let actual = rule.apply(to: url)
                #expect(actual == expected, "seed \(seed): \(pattern) on \(url)")
                if actual != expected { return }
            }
        }
    }

    @Test(arguments: [
        (#"https://example\.com/(\w+)/(\w+)/issues/(\d+)"#, "https://example.com/apple/swift/issues/42", "[apple][swift][42][]"),
        (#"(a+?)(a*)"#, "aaa", "[a][aa][][]"),
        (#"(a|ab)(c|bcd)(d*)"#, "abcd", "[a][bcd][][]"),
        (#"(?:x(y)?)+z"#, "xyxz", nil),  // a capture in a repeat: left to ICU, same answer
        (#"([^/]+)/(.*)"#, "a/b/c", "[a][b/c][][]"),
        (#"(\d{2,3}?)(\d*)"#, "12345", "[12][345][][]"),
        (#"a{2}(b{0,2})c"#, "aabbc", "[bb][][][]"),
        (#"([a-c-]*)"#, "ab-", nil),  // `-` outside a range: left to ICU
        (#"(x)|(y)"#, "y", "[][y][][]"),
        (#"\w+\.\w+"#, "a.b", "[][][][]"),
    ] as [(String, String, String?)])
    func knownCasesRewriteAsICUWould(_ pattern: String, _ url: String, _ written: String?) throws {
        let rule = try RewriteRule(pattern, Self.template)
        let icu = try NSRegularExpression(pattern: "\\A(?:" + pattern + ")\\z")
        let expected = Self.icuRewrite(icu, url)
        #expect(rule.apply(to: url) == expected)
        if let written { #expect(expected == written) }
    }

    @Test func urlsThatAreNotPrintableASCIIStillRewrite() throws {
        let rule = try RewriteRule(#"app://(\w+)/(.*)"#, "[$1][$2]")
        #expect(rule.apply(to: "app://café/x") == "[café][x]")  // ICU's \w is Unicode-aware
        #expect(rule.apply(to: "app://a/b\u{2028}") == nil)  // `.` stops at a line separator
        #expect(rule.apply(to: "app://a/b\tc") == "[a][b\tc]")
    }

    // MARK: Random inputs

    private static let urlAlphabet = Array("ab1_/.-:?%")

    private static func randomURL(using random: inout SeededGenerator) -> String {
        String((0..<Int.random(in: 0...8, using: &random)).map { _ in urlAlphabet.randomElement(using: &random)! })
    }

    private static func randomExpression(depth: Int, using random: inout SeededGenerator) -> String {
        var alternatives: [String] = []
        for _ in 0..<(Int.random(in: 0..<5, using: &random) == 0 ? 2 : 1) {
            var sequence = ""
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let atom = randomAtom(depth: depth, using: &random)
                sequence += atom + randomQuantifier(repeatsFreely: !atom.hasPrefix("("), using: &random)
            }
            alternatives.append(sequence)
        }
        return alternatives.joined(separator: "|")
    }

    private static func randomAtom(depth: Int, using random: inout SeededGenerator) -> String {
        let atoms = [#"a"#, #"b"#, #"1"#, #"\."#, #"/"#, #"-"#, #"."#, #"\d"#, #"\w"#, #"\W"#, #"[ab]"#, #"[^a/]"#, #"[a-c1]"#, #"\?"#]
        guard depth > 0, Int.random(in: 0..<3, using: &random) == 0 else { return atoms.randomElement(using: &random)! }
        let open = Bool.random(using: &random) ? "(" : "(?:"
        return open + randomExpression(depth: depth - 1, using: &random) + ")"
    }

    /// A quantifier; groups get only bounded ones, since unbounded repeats of groups that
    /// themselves repeat take ICU (and the machine) exponential time, which would only slow
    /// the test.
    private static func randomQuantifier(repeatsFreely: Bool, using random: inout SeededGenerator) -> String {
        let bounded = ["", "", "", "?", "{2}", "{1,2}", "{0,2}", "??", "{1,2}?"]
        let unbounded = ["*", "+", "{2,}", "*?", "+?"]
        return (repeatsFreely ? bounded + unbounded : bounded).randomElement(using: &random)!
    }

    /// What the rule should give: ICU's match rendered through the template by hand.
    private static func icuRewrite(_ icu: NSRegularExpression, _ url: String) -> String? {
        guard let match = icu.firstMatch(in: url, range: NSRange(url.startIndex..., in: url)) else { return nil }
        return (1...4).map { group in
            guard group < match.numberOfRanges, let range = Range(match.range(at: group), in: url) else { return "[]" }
            return "[\(url[range])]"
        }.joined()
    }
}
