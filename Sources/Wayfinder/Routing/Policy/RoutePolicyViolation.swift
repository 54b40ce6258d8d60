/// The ``RoutingPolicy`` rule a URL broke.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum RoutePolicyViolation: Error, Hashable, Sendable, CustomStringConvertible {
    /// The scheme is not in ``RoutingPolicy/allowedSchemes`` (external origins; with the
    /// default empty list, every external link); it is empty when the text has no valid scheme
    /// at all (`"ap p://x"`).
    case schemeNotAllowed(String)
    /// The route is not ``RouteAccess/exposed`` (routes are ``RouteAccess/appOnly`` unless
    /// registered otherwise) and the origin is external.
    case notExposed(pattern: String, origin: RouteOrigin)
    /// The host of an `http` or `https` URL from an external origin, which the web pages
    /// (``Router/setWebPages(presentation:_:)``) would show, is not in
    /// ``RoutingPolicy/allowedWebHosts`` (as hosts compare: lowercased, an IPv6 literal without
    /// brackets, a host in another script in ASCII form).
    case webHostNotAllowed(String)
    /// The source app is not allowed: by the route's own list (`pattern`), or by
    /// ``RoutingPolicy/allowedSourceApps`` (`pattern` is `nil`).
    case sourceAppNotAllowed(String?, pattern: String?)
    /// The URL is longer than ``RoutingPolicy/maximumURLLength`` (in UTF-8 bytes).
    case urlTooLong(length: Int, limit: Int)
    /// The query has more items than ``RoutingPolicy/maximumQueryItems``.
    case tooManyQueryItems(count: Int, limit: Int)
    /// The URL has more routing segments than ``RoutingPolicy/maximumSegments``.
    case tooManySegments(count: Int, limit: Int)
    /// A control character (U+0000–U+001F, U+007F), raw anywhere or percent-encoded in the
    /// host or path, at this UTF-8 offset.
    case controlCharacter(offset: Int)
    /// A `.` or `..` segment in the host or path, as written or percent-encoded once or twice
    /// (`%2e%2e`, `%252E%252E`, `..%2F` inside a segment), from an external origin, at this UTF-8
    /// offset (the segment's start). A route would capture it as a value (`app://files/*path`
    /// with `../../secret`), and a screen that builds a path from it would climb out.
    case dotSegment(offset: Int)
    /// Foundation's `URL` or a browser could read another host or path than the router would, at
    /// this UTF-8 offset, from any origin (the app's own too). See ``URLAmbiguity``.
    case ambiguousURL(URLAmbiguity, offset: Int)

    /// The rule's name, as an explanation names it.
    var rule: String {
        switch self {
        case .schemeNotAllowed: "allowedSchemes"
        case .notExposed: "exposed"
        case .webHostNotAllowed: "allowedWebHosts"
        case .sourceAppNotAllowed: "allowedSourceApps"
        case .urlTooLong: "maximumURLLength"
        case .tooManyQueryItems: "maximumQueryItems"
        case .tooManySegments: "maximumSegments"
        case .controlCharacter: "controlCharacters"
        case .dotSegment: "dotSegments"
        case .ambiguousURL: "oneReading"
        }
    }

    /// The rule and what broke it, as in `maximumURLLength: 5000 bytes, more than 4096`.
    public var description: String {
        switch self {
        case .schemeNotAllowed(let scheme) where scheme.isEmpty:
            "\(rule): the URL has no valid scheme, and none but the allowed ones may come from outside the app"
        case .schemeNotAllowed(let scheme):
            "\(rule): the scheme \"\(scheme)\" is not allowed from outside the app"
                + " (name it in RoutingPolicy.allowedSchemes to open its links from outside)"
        case .notExposed(let pattern, let origin):
            "\(rule): \(pattern) is not exposed, so it cannot be opened from \(origin)"
                + " (register it with access: .exposed to open it from outside the app)"
        case .webHostNotAllowed(let host):
            "\(rule): the host \"\(host)\" is not allowed from outside the app"
                + " (name it in RoutingPolicy.allowedWebHosts to show its pages)"
        case .sourceAppNotAllowed(let source, let pattern):
            "\(rule): the app \(source.map { "\"\($0)\"" } ?? "(unknown)") may not open "
                + (pattern ?? "URLs of this app")
        case .urlTooLong(let length, let limit): "\(rule): \(length) bytes, more than \(limit)"
        case .tooManyQueryItems(let count, let limit): "\(rule): \(count) query items, more than \(limit)"
        case .tooManySegments(let count, let limit): "\(rule): \(RouteCandidate.Verdict.segments(count)), more than \(limit)"
        case .controlCharacter(let offset): "\(rule): a control character at byte \(offset)"
        case .dotSegment(let offset): "\(rule): a . or .. segment (perhaps percent-encoded) at byte \(offset)"
        case .ambiguousURL(let ambiguity, let offset):
            "\(rule): \(ambiguity) at byte \(offset), where Foundation or a browser could read another host or path"
        }
    }
}
