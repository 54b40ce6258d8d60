/// What a route's handler receives: the match, where the URL came from, and the caller's extras.
///
/// A route's parameters are best read as a `Decodable` type of the app's, which the router
/// decodes and checks (``Router/register(_:access:sourceApps:shows:_:)-8xmsk``); the match
/// has them as text, with the query and the fragment.
public struct RouteRequest: Sendable {
    /// The match: the URL that matched (after rewrite rules), the pattern, the path parameters,
    /// the query and the fragment.
    public let match: RouteMatch
    /// The URL as it was opened, before rewrite rules.
    public let originalURL: String
    /// Where the URL came from.
    public let origin: RouteOrigin
    /// Values the caller passed alongside the URL, of any `Sendable` type (an image, a model
    /// object, a callback), by name: read one with `request.extras["image"] as? Data`.
    public let extras: [String: any Sendable]
}
