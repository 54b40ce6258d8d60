/// How a journey keeps a link without the user's free text: the pattern of the route that opened
/// it (`app://repos/:name`), or only its scheme and host (a web page's, an unmatched URL's). No
/// path or parameter value, no query, no user name or password is kept.
enum LinkRedaction {
    /// The link as a journey keeps it, unless the app reveals its handler's URLs.
    static func redacted(_ url: String, openedBy handler: RouteEvent.Handler?) -> String {
        if case .route(let pattern)? = handler { return pattern }
        return schemeAndHost(url)
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
