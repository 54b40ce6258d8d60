/// What a route's handler receives: the match, where the URL came from, and the caller's extras.
public struct RouteRequest: Sendable {
    /// The match: pattern, path parameters, query and fragment.
    public let match: RouteMatch
    /// The URL as it was opened, before rewrite rules.
    public let originalURL: String
    /// Where the URL came from.
    public let origin: RouteOrigin
    /// Values the caller passed alongside the URL, of any `Sendable` type (an image, a model
    /// object, a callback), by name.
    public let extras: [String: any Sendable]

    /// The URL that matched, after rewrite rules.
    public var url: String { match.url }

    /// The path parameters, percent-decoded.
    public var parameters: [String: String] { match.parameters }

    /// The query items, percent-decoded; repeated names keep every value.
    public var query: [String: [String]] { match.query }

    /// A path parameter converted to a type that can be made from text.
    ///
    /// - Parameters:
    ///   - name: The parameter's name.
    ///   - type: The type to convert to, such as `Int.self`.
    /// - Returns: The value, or `nil` when it is missing or does not convert.
    public func parameter<Value: LosslessStringConvertible>(_ name: String, as type: Value.Type) -> Value? {
        match.parameter(name, as: type)
    }

    /// An extra of the expected type.
    ///
    /// - Parameters:
    ///   - name: The extra's name.
    ///   - type: The expected type.
    /// - Returns: The value, or `nil` when it is missing or of another type.
    public func extra<Value>(_ name: String, as type: Value.Type) -> Value? {
        extras[name] as? Value
    }
}
