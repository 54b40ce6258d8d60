/// How a journey keeps a URL without the user's free text: a link as the pattern of the route that
/// opened it (`app://repos/:name`), a view model's URL with its string parameters replaced by a
/// placeholder (`app://repos/redacted/issues/3`), or either by its scheme and host only (a web
/// page's, an unmatched URL's). No query, no user name or password is kept.
enum LinkRedaction {
    /// The link as a journey keeps it, unless the app reveals its handler's URLs.
    static func redacted(_ url: String, openedBy handler: RouteEvent.Handler?) -> String {
        if case .route(let pattern)? = handler { return pattern }
        return schemeAndHost(url)
    }

    /// What a string parameter (or a wildcard's rest) becomes in a URL a journey keeps: a value
    /// of its type, which a replay opens.
    static let placeholder = "redacted"

    /// The types of parameter whose values are no free text, and are kept.
    private static let keptTypes: Set<Substring> = ["Int", "Double", "Bool", "UUID"]

    /// The URL a route matched, its segments kept where the pattern has literals and parameters of
    /// the types in `keptTypes`, the others (string parameters, custom types, a wildcard's rest)
    /// replaced by `placeholder`; no query, no fragment.
    static func redacted(_ match: RouteMatch) -> String {
        let url = match.url
        guard let separator = url.range(of: "://"), let patternSeparator = match.pattern.range(of: "://") else {
            return schemeAndHost(url)
        }
        let path = url[separator.upperBound...].prefix { $0 != "?" && $0 != "#" }
        let patterned = match.pattern[patternSeparator.upperBound...].filter { $0 != "(" && $0 != ")" }
        let patternSegments = patterned.split(separator: "/", omittingEmptySubsequences: false)
        var kept: [Substring] = []
        for (index, segment) in path.split(separator: "/", omittingEmptySubsequences: false).enumerated() {
            let pattern = index < patternSegments.count ? patternSegments[index] : "*"
            if pattern.hasPrefix("*") {
                kept.append(Substring(placeholder))
                break
            }
            guard pattern.hasPrefix(":") else {
                kept.append(segment)
                continue
            }
            let type = pattern.firstIndex(of: "<").map { pattern[pattern.index(after: $0)...].dropLast() }
            kept.append(type.map(keptTypes.contains) == true ? segment : Substring(placeholder))
        }
        return String(url[..<separator.upperBound]) + kept.joined(separator: "/")
    }

    /// `https://example.com` of `https://user@example.com/a?b`; `(not a URL)` when the text has
    /// no scheme.
    static func schemeAndHost(_ url: String) -> String {
        guard let colon = url.firstIndex(of: ":"), colon > url.startIndex,
              url[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return "(not a URL)" }
        let scheme = url[..<colon]
        let rest = url[url.index(after: colon)...]
        guard rest.hasPrefix("//") else { return "\(scheme):" }
        let authority = rest.dropFirst(2).prefix { !"/?#".contains($0) }
        let host = authority.lastIndex(of: "@").map { authority[authority.index(after: $0)...] } ?? authority
        return "\(scheme)://\(host)"
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
