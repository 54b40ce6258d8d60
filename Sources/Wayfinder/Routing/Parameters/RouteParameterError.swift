/// Why a route's parameters type and a URL's parameters — or the route's pattern — disagree:
/// the parameter, the type it should have had, and what was wrong.
///
/// A route registered with a `Decodable` parameters type
/// (``Router/register(_:access:sourceApps:shows:_:)-8xmsk``) meets it twice:
///
/// - **When the route is registered**, the type is checked against the pattern, so that the
///   first deep link does not find a property the pattern cannot give
///   (``RouteTableError/parametersMismatch(_:)``; nothing is registered):
///
///   ```
///   IssueLink.number (Int) is required, but app://repos/:name/issues has no path parameter "number"
///   ```
///
/// - **When a URL opens**, its values are decoded before the handler runs. When that fails, the
///   handler does not run, nothing navigates, and opening fails with
///   ``RoutingError/invalidParameter(_:)``:
///
///   ```
///   parameter "page" of app://search/:term: expected Int, found "two"
///   ```
public struct RouteParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong: the first four cases are found when a URL opens (``unsupported`` also
    /// when the route is registered), the last four when the route is registered.
    #if hasAttribute(nonexhaustive)
    @nonexhaustive
    #endif
    public enum Problem: Hashable, Sendable {
        /// The URL holds no value for a parameter the type requires: a query item that is not
        /// there.
        case missing
        /// The value, percent-decoded, does not convert to the expected type.
        case invalidValue(String)
        /// The type asks for structure a URL does not have, such as a nested type with
        /// properties of its own or a dictionary.
        case unsupported
        /// The type's own `init(from:)` threw: its error, described.
        case rejected(String)
        /// The type requires the parameter, and the pattern has no path parameter or wildcard of
        /// that name. A query item cannot satisfy it, since a URL may leave it out: make the
        /// property optional or an array.
        case notInPattern
        /// The type requires the parameter, and the pattern has it only inside an optional group.
        case inOptionalGroup
        /// The pattern declares a parameter type whose values do not convert to the property's
        /// type, as `:id<UUID>` does not to `Int`.
        case typeMismatch(declared: String)
        /// The parameters type itself is not decoded by name (it is a number, a string or an
        /// array, say): parameters decode into a type whose properties are named after them.
        case notKeyed
    }

    /// The route's pattern.
    public let pattern: String
    /// The route's parameters type, as Swift prints it (`IssueLink`).
    public let parametersType: String
    /// The path parameter's or query item's name (the property's coding key); empty when the
    /// type's own code failed without naming one, and for ``Problem/notKeyed``.
    public let parameter: String
    /// The type the value should have had, as Swift prints it (`Int`, `UUID`, `IssueLink`).
    public let expected: String
    /// What was wrong.
    public let problem: Problem
    /// Whether the route's registration found it (checking the type against the pattern), not
    /// a URL's opening.
    let atRegistration: Bool

    /// Creates the error.
    package init(
        pattern: String, parametersType: String, parameter: String, expected: String, problem: Problem,
        atRegistration: Bool
    ) {
        self.pattern = pattern
        self.parametersType = parametersType
        self.parameter = parameter
        self.expected = expected
        self.problem = problem
        self.atRegistration = atRegistration
    }

    /// A sentence naming the parameter, the expected type and the value, as in
    /// `parameter "number" of app://issues/:number: expected Int, found "seven"`, or the type,
    /// the parameter and the pattern, as in
    /// `IssueLink.number (Int) is required, but app://repos/:name/issues has no path parameter "number"`.
    public var description: String {
        let subject = parameter.isEmpty ? "the parameters of \(pattern)" : "parameter \"\(parameter)\" of \(pattern)"
        let property = "\(parametersType).\(parameter) (\(expected))"
        return switch problem {
        case .missing: "\(subject): expected \(expected), found nothing"
        case .invalidValue(let value): "\(subject): expected \(expected), found \"\(value)\""
        case .unsupported where atRegistration: "\(property) needs more structure than a URL has"
        case .unsupported: "\(subject): \(expected) needs more structure than a URL has"
        case .rejected(let reason): "\(subject): \(expected) refused the value: \(reason)"
        case .notInPattern: "\(property) is required, but \(pattern) has no path parameter \"\(parameter)\""
        case .inOptionalGroup: "\(property) is required, but \(pattern) has \"\(parameter)\" only in an optional group"
        case .typeMismatch(let declared):
            "\(property) cannot hold the values of \(pattern): \(declared) does not convert to \(expected)"
        case .notKeyed: "\(parametersType) cannot hold the parameters of \(pattern): it is not decoded by property names"
        }
    }
}
