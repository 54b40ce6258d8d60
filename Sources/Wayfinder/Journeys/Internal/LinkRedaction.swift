/// How a journey keeps a URL without the user's free text: a link as the pattern of the route that
/// opened it (`app://repos/:name`), a view model's URL rebuilt from its route's pattern with its
/// string parameters replaced by a placeholder (`app://repos/redacted/issues/3`), or either by
/// its scheme and host only when no route read it (a web page's; another scheme's by its scheme
/// alone). No query, no user name or password is kept.
enum LinkRedaction {
    /// The link as a journey keeps it, unless the app reveals its handler's URLs.
    static func redacted(_ url: String, openedBy handler: RouteEvent.Handler?) -> String {
        if case .route(let pattern)? = handler { return pattern }
        return schemeAndHost(url)
    }

    /// What a string parameter (or a wildcard's rest) becomes in a URL a journey keeps: a value
    /// of its type, which a replay opens.
    static let placeholder = "redacted"

    /// The URL a route matched, rebuilt from its pattern (`RoutePattern`'s segments), never from
    /// its text: the pattern's literals, the values of its parameters of the built-in types
    /// (`Int`, `Double`, `Bool`, `UUID`: no free text), and `placeholder` for the others (string
    /// parameters, the app's own types, a wildcard's rest); an optional group only when its
    /// parameters matched; no user name, port, query or fragment.
    static func redacted(_ match: RouteMatch) -> String {
        guard let pattern = try? RoutePattern(match.pattern) else { return schemeAndHost(match.url) }
        let segments = pattern.segments
        // The longest form the match has: an optional group whose captures all matched.
        let length = pattern.lengths.last { length in
            segments[..<length].allSatisfy { pattern.name(of: $0).map { match.parameters[$0] != nil } ?? true }
        } ?? pattern.lengths[0]
        let kept = segments[..<length].map { segment -> String in
            switch segment.kind {
            case .literal: return PercentEncoding.encode(pattern.string(segment.text))
            case .wildcard: return placeholder
            case .parameter:
                guard let type = pattern.type(of: segment), keptTypes.contains(type),
                      let value = pattern.name(of: segment).flatMap({ match.parameters[$0] })
                else { return placeholder }
                return PercentEncoding.encode(value)
            }
        }
        return pattern.scheme + "://" + kept.joined(separator: "/")
    }

    /// The parameter types whose values are no free text, and are kept: the built-in ones.
    private static let keptTypes = Set(RouteParameterType.builtIn.map(\.name))

    /// `https://example.com` of `https://user@example.com/a?b`, read as the router reads a URL
    /// (`URLLayout`): a web URL by its scheme and host (and port), any other by its scheme alone
    /// (`app:`), since its host is the first routing segment, which may be a parameter's value;
    /// `(not a URL)` when the text has no scheme.
    static func schemeAndHost(_ url: String) -> String {
        var url = url
        return url.withUTF8 { bytes in
            func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
            guard let layout = URLLayout(bytes) else { return "(not a URL)" }
            let scheme = text(layout.scheme)
            guard RoutePattern.isWebScheme(scheme.lowercased()), let host = layout.host else { return scheme + ":" }
            return scheme + "://" + text(host) + (layout.port.map { ":" + text($0) } ?? "")
        }
    }

    /// An origin in ``RouteOrigin``'s words, a web page's referrer by its scheme and host.
    static func origin(_ origin: RouteOrigin) -> String {
        if case .webPage(let referrer?) = origin { return "webPage(\(schemeAndHost(referrer)))" }
        return origin.description
    }

    /// Why a link failed, without the URL or the handler's words (either may hold the user's text).
    static func reason(_ error: RoutingError) -> String {
        switch error {
        case .malformedURL: "not a URL with a scheme"
        case .refused: "refused by the policy"
        case .rewriteLoop: "the rewrite rules loop"
        case .noRoute: "no route"
        case .invalidParameter: "an invalid parameter"
        case .handlerFailed(let pattern, _): "the handler of \(pattern) failed"
        case .navigationFailed(let error): "navigation failed: \(error)"
        case .unexpectedValue: "not a value"
        }
    }
}
