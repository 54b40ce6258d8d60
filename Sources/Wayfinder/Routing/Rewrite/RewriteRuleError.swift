/// Why a rewrite rule was rejected.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum RewriteRuleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The regular expression does not compile.
    case invalidExpression(String, message: String)
    /// The template holds a `$` that is not one of the variables, at this character position.
    case invalidVariable(template: String, position: Int)

    /// A sentence describing the error.
    public var description: String {
        switch self {
        case .invalidExpression(let pattern, let message): "invalid rewrite expression \"\(pattern)\": \(message)"
        case .invalidVariable(let template, let position):
            "invalid variable in rewrite template \"\(template)\" at \(position): expected $1…$9, $$1…$$9, "
                + "$#1…$#9, $scheme, $host, $port, $path, $query, $fragment or $url"
        }
    }
}
