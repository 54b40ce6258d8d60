/// Why a URL's parameters did not decode into a route's parameters type: the parameter, the type
/// it should have had, and what the URL held instead.
///
/// A route registered with a `Decodable` parameters type, as in
/// ``Router/register(_:access:sourceApps:produces:_:)-1zxw``,
/// decodes each URL before its handler runs. When that fails, the handler does not run, nothing
/// navigates, and opening fails with ``RoutingError/invalidParameter(_:)``:
///
/// ```
/// parameter "page" of app://search/:term: expected Int, found "two"
/// ```
public struct RouteParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong with the parameter's value.
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
    }

    /// The pattern of the route whose parameters failed.
    public let pattern: String
    /// The path parameter's or query item's name; empty when the type's own code failed
    /// without naming one.
    public let parameter: String
    /// The type the value should have had, as Swift prints it (`Int`, `UUID`, `IssueLink`).
    public let expected: String
    /// What was wrong.
    public let problem: Problem

    /// Creates the error, as a test compares it.
    ///
    /// - Parameters:
    ///   - pattern: The route's pattern.
    ///   - parameter: The parameter's name.
    ///   - expected: The type it should have had, as Swift prints it.
    ///   - problem: What was wrong.
    public init(pattern: String, parameter: String, expected: String, problem: Problem) {
        self.pattern = pattern
        self.parameter = parameter
        self.expected = expected
        self.problem = problem
    }

    /// A sentence naming the parameter, the expected type and the value, as in
    /// `parameter "number" of app://issues/:number: expected Int, found "seven"`.
    public var description: String {
        let subject = parameter.isEmpty ? "the parameters of \(pattern)" : "parameter \"\(parameter)\" of \(pattern)"
        return switch problem {
        case .missing: "\(subject): expected \(expected), found nothing"
        case .invalidValue(let value): "\(subject): expected \(expected), found \"\(value)\""
        case .unsupported: "\(subject): \(expected) needs more structure than a URL has"
        case .rejected(let reason): "\(subject): \(expected) refused the value: \(reason)"
        }
    }
}
