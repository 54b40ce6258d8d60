/// What matching a URL found: the pattern, the path parameters, the query and the fragment.
///
/// ```swift
/// let (output, match) = try #require(table.match("app://user/%E5%8E%9F?tab=a&tab=b#top"))
/// match.pattern          // "app://user/:name"
/// match.parameters       // ["name": "原"]
/// match.query            // ["tab": ["a", "b"]]
/// match.fragment         // "top"
/// ```
public struct RouteMatch: Hashable, Sendable {
    /// The URL that matched (after any rewriting), as given.
    public let url: String
    /// The registered pattern's text.
    public let pattern: String
    /// The path parameters and wildcards by name, percent-decoded. A wildcard named `*` is
    /// captured under `"*"`.
    public let parameters: [String: String]
    let queryRange: Range<String.Index>?
    let fragmentRange: Range<String.Index>?
    let plusIsSpace: Bool

    /// The query items, percent-decoded, by name: a repeated name keeps every value, in order;
    /// a name without `=` has the value `""`. In a scheme that uses form encoding (`http` and
    /// `https` by default, see ``RouteTable/formEncodedSchemes``) `+` reads as a space.
    public var query: [String: [String]] {
        guard let queryRange else { return [:] }
        return QueryParser.parse(url[queryRange], plusIsSpace: plusIsSpace)
    }

    /// The first value of a query item, or `nil`.
    ///
    /// - Parameter name: The item's name.
    /// - Returns: Its first value.
    public func queryValue(_ name: String) -> String? {
        query[name]?.first
    }

    /// The fragment (after `#`), percent-decoded, or `nil` when there is none.
    public var fragment: String? {
        fragmentRange.map { PercentEncoding.decode(url[$0]) }
    }

    /// A parameter converted to a type that can be made from text (`Int`, `Double`, `Bool`, …).
    ///
    /// - Parameters:
    ///   - name: The parameter's name.
    ///   - type: The type to convert to.
    /// - Returns: The value, or `nil` when there is no such parameter or it does not convert.
    public func parameter<Value: LosslessStringConvertible>(_ name: String, as type: Value.Type) -> Value? {
        parameters[name].flatMap(Value.init)
    }
}
