/// What matching a URL found: the pattern, the path parameters, the query and the fragment.
///
/// ```swift
/// let (output, match) = try #require(table.match("app://user/%E5%8E%9F?tab=a&tab=b#top"))
/// match.pattern          // "app://user/:name"
/// match.parameters       // ["name": "原"]
/// match.query            // ["tab": ["a", "b"]]
/// match.fragment         // "top"
/// ```
///
/// `match.parameters["id"].flatMap(Int.init)` converts a parameter, and
/// `match.query["tab"]?.first` reads a query item's first value; a route of the ``Router``
/// gets them decoded and checked into a type of the app's instead.
public struct RouteMatch: Hashable, Sendable {
    /// The URL that matched (after any rewriting), as given.
    public let url: String
    /// The registered pattern's text.
    public let pattern: String
    /// The path parameters and wildcards by name, percent-decoded. A wildcard named `*` is
    /// captured under `"*"`. A route reads its parameters as a `Decodable` type of the app's
    /// instead (``Router/register(_:access:sourceApps:shows:_:)-8xmsk``), checked against its
    /// pattern; these are the text that type is decoded from.
    public let parameters: [String: String]
    let queryRange: Range<String.Index>?
    let fragmentRange: Range<String.Index>?
    let plusIsSpace: Bool

    /// The query items, percent-decoded, by name: a repeated name keeps every value, in order;
    /// a name without `=` has the value `""`. In `http` and `https` URLs, whose queries use form encoding,
    /// `+` reads as a space.
    public var query: [String: [String]] {
        guard let queryRange else { return [:] }
        return QueryParser.parse(url[queryRange], plusIsSpace: plusIsSpace)
    }

    /// The fragment (after `#`), percent-decoded, or `nil` when there is none.
    public var fragment: String? {
        fragmentRange.map { PercentEncoding.decode(url[$0]) }
    }
}
