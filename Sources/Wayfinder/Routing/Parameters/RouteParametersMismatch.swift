/// Why a route's parameters type and its pattern disagree: found when the route is registered,
/// so that the first deep link does not find it.
///
/// ```swift
/// struct IssueLink: Decodable { let name: String; let number: Int }
/// try router.register("app://repos/:name/issues") { (link: IssueLink, _) in … }
/// // IssueLink.number (Int) is required, but app://repos/:name/issues has no path parameter "number"
/// ```
///
/// The router finds what a type asks for by decoding it once from a probe that answers every
/// question with a stand-in value. See ``Router/register(_:access:sourceApps:produces:_:)-1zxw`` for
/// what the probe can and cannot see.
public struct RouteParametersMismatch: Error, Hashable, Sendable, CustomStringConvertible {
    /// How the type and the pattern disagree.
    public enum Problem: Hashable, Sendable {
        /// The type requires the parameter, and the pattern has no path parameter or wildcard of
        /// that name. A query item cannot satisfy it, since a URL may leave it out: make the
        /// property optional or an array.
        case notInPattern
        /// The type requires the parameter, and the pattern has it only inside an optional group.
        case inOptionalGroup
        /// The pattern declares a parameter type whose values do not convert to the property's
        /// type, as `:id<UUID>` does not to `Int`.
        case typeMismatch(declared: String)
        /// The property's type needs structure a URL does not have: a nested type with properties
        /// of its own, or a dictionary.
        case unsupportedType
        /// The parameters type itself is not decoded by name (it is a number, a string or an
        /// array, say): parameters decode into a type whose properties are named after them.
        case notKeyed
    }

    /// The pattern being registered.
    public let pattern: String
    /// The parameters type, as Swift prints it.
    public let parametersType: String
    /// The parameter (the property's coding key); empty for ``Problem/notKeyed``.
    public let parameter: String
    /// The property's type, as Swift prints it.
    public let expected: String
    /// How they disagree.
    public let problem: Problem

    /// Creates the error, as a test compares it.
    ///
    /// - Parameters:
    ///   - pattern: The pattern being registered.
    ///   - parametersType: The parameters type, as Swift prints it.
    ///   - parameter: The parameter, or empty.
    ///   - expected: The property's type, as Swift prints it.
    ///   - problem: How they disagree.
    public init(pattern: String, parametersType: String, parameter: String, expected: String, problem: Problem) {
        self.pattern = pattern
        self.parametersType = parametersType
        self.parameter = parameter
        self.expected = expected
        self.problem = problem
    }

    /// A sentence naming the type, the parameter and the pattern.
    public var description: String {
        let property = "\(parametersType).\(parameter) (\(expected))"
        return switch problem {
        case .notInPattern: "\(property) is required, but \(pattern) has no path parameter \"\(parameter)\""
        case .inOptionalGroup: "\(property) is required, but \(pattern) has \"\(parameter)\" only in an optional group"
        case .typeMismatch(let declared):
            "\(property) cannot hold the values of \(pattern): \(declared) does not convert to \(expected)"
        case .unsupportedType: "\(property) needs more structure than a URL has"
        case .notKeyed: "\(parametersType) cannot hold the parameters of \(pattern): it is not decoded by property names"
        }
    }
}
