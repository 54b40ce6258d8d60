import Wayfinder

/// Fuzz target `rewrite`: an expression, a template and a URL (fields separated by 0xFF; at most
/// 64, 64 and 256 bytes). The rule must build or fail with a typed error, and a rule that builds
/// rewrites the URL the same way twice, without trapping.
enum RewriteFuzzTarget {
    /// - Returns: What went wrong, or `nil`.
    static func run(_ input: FuzzInput) -> String? {
        let fields = input.fields(limits: [64, 64, 256])
        let (expression, template, url) = (fields[0], fields[1], fields[2])
        let rule: RewriteRule
        do {
            rule = try RewriteRule(expression, template)
        } catch {
            return String(describing: error).isEmpty ? "an empty message refusing \(expression.debugDescription)" : nil
        }
        let rewritten = rule.apply(to: url)
        guard rule.apply(to: url) == rewritten else {
            return "\(rule) rewrites \(url.debugDescription) two ways"
        }
        return nil
    }
}
