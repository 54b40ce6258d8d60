/// Why a route pattern was rejected: the pattern, the position of the fault and the problem.
///
/// ```swift
/// try router.register("app://user/:id<Intt>") { _ in .handled }
/// // invalid route pattern "app://user/:id<Intt>" at 15: unknown parameter type "Intt"
/// ```
///
/// ``RouteTableError/invalidPattern(_:)`` carries it.
public struct RoutePatternError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with a pattern.
    #if hasAttribute(nonexhaustive)
    @nonexhaustive
    #endif
    public enum Problem: Hashable, Sendable {
        /// The pattern does not start with a scheme followed by `:` (`app:`, `https:`).
        case missingScheme
        /// The scheme is not followed by `//`.
        case missingSlashes
        /// Nothing names the host (the first routing segment).
        case missingHost
        /// Two slashes in a row, or a slash where a segment should be.
        case emptySegment
        /// A character that a pattern cannot hold here (a space, a control character, `<`, `?`…).
        case invalidCharacter(Character)
        /// A `%` not followed by two hexadecimal digits, or an escape that is not UTF-8.
        case invalidPercentEncoding
        /// A parameter or wildcard name that is not an identifier (`[A-Za-z_][A-Za-z0-9_]*`).
        case invalidName(String)
        /// Two parameters (or a parameter and a wildcard) share a name.
        case duplicateName(String)
        /// A `<` with no matching `>`, or an empty type name.
        case invalidType
        /// A typed parameter names a type the route table does not know.
        case unknownParameterType(String)
        /// A wildcard that is not the last segment.
        case wildcardNotLast
        /// A `(` that is not followed by `/`, a `)` without its `(`, a `(` never closed, or an
        /// empty group.
        case malformedOptionalGroup
        /// An optional group followed by something other than the end of the pattern.
        case optionalGroupNotTrailing
        /// A web pattern (`http`, `https`) whose host is not a literal host name.
        case webHostNotLiteral
        /// The pattern names a query or a fragment; routes match paths only.
        case queryOrFragment
    }

    /// The pattern as it was given.
    public let pattern: String
    /// The position of the fault, in characters from the start of the pattern (0-based).
    public let position: Int
    /// What is wrong.
    public let problem: Problem

    /// Creates an error.
    package init(pattern: String, position: Int, problem: Problem) {
        self.pattern = pattern
        self.position = position
        self.problem = problem
    }

    /// A sentence naming the pattern, the position and the problem.
    public var description: String {
        "invalid route pattern \"\(pattern)\" at \(position): \(problem.words)"
    }
}

extension RoutePatternError.Problem {
    /// The problem in words.
    var words: String {
        switch self {
        case .missingScheme: "expected a scheme such as \"app:\""
        case .missingSlashes: "expected \"//\" after the scheme"
        case .missingHost: "expected a host (the first segment)"
        case .emptySegment: "empty segment"
        case .invalidCharacter(let character): "invalid character \(String(reflecting: String(character)))"
        case .invalidPercentEncoding: "invalid percent-encoding"
        case .invalidName(let name): "invalid name \"\(name)\" (expected letters, digits and _)"
        case .duplicateName(let name): "the name \"\(name)\" is used twice"
        case .invalidType: "expected a type name and \">\""
        case .unknownParameterType(let name): "unknown parameter type \"\(name)\""
        case .wildcardNotLast: "a wildcard must be the last segment"
        case .malformedOptionalGroup: "an optional group is \"(/segment…)\" and must be closed"
        case .optionalGroupNotTrailing: "an optional group must end the pattern"
        case .webHostNotLiteral: "a web pattern's host must be a literal host name"
        case .queryOrFragment: "a pattern cannot hold a query or a fragment"
        }
    }
}
