/// What the fallback handler receives: a URL no route took, and why.
public struct FallbackRequest: Sendable {
    /// The URL as it was opened.
    public let url: String
    /// Where it came from.
    public let origin: RouteOrigin
    /// The caller's extras.
    public let extras: [String: any Sendable]
    /// Why no route took it: ``RoutingError/noRoute(_:)`` or ``RoutingError/malformedURL(_:)``,
    /// each with the URL after the rewrite rules.
    public let reason: RoutingError
}
