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

    /// The types of parameter whose values are no free text, and are kept.
    private static let keptTypes: Set<Substring> = ["Int", "Double", "Bool", "UUID"]

    /// The URL a route matched, rebuilt from its pattern, never from its text: the pattern's
    /// literals, the values of its parameters of the types in `keptTypes`, and `placeholder` for
    /// the others (string parameters, custom types, a wildcard's rest); an optional group only
    /// when its parameter matched; no user name, port, query or fragment.
    static func redacted(_ match: RouteMatch) -> String {
        guard let separator = match.pattern.range(of: "://") else { return schemeAndHost(match.url) }
        // The segments with how deep in optional groups each is: `app://list/:id<Int>(/:page)`.
        var segments: [(text: Substring, depth: Int)] = []
        var depth = 0
        var current = Substring()
        func close() {
            if !current.isEmpty { segments.append((current, depth)) }
            current = Substring()
        }
        for character in match.pattern[separator.upperBound...] {
            switch character {
            case "(": close(); depth += 1
            case ")": close(); depth -= 1
            case "/": close()
            default: current.append(character)
            }
        }
        close()
        var kept: [String] = []
        for (index, segment) in segments.enumerated() {
            // A segment in an optional group stands when the group's next parameter matched.
            if segment.depth > 0 {
                let parameter = segments[index...].first {
                    $0.depth >= segment.depth && ($0.text.hasPrefix(":") || $0.text.hasPrefix("*"))
                }
                guard let parameter, match.parameters[name(of: parameter.text)] != nil else { break }
            }
            if segment.text.hasPrefix("*") {
                kept.append(placeholder)
            } else if segment.text.hasPrefix(":") {
                let type = segment.text.firstIndex(of: "<").map { segment.text[segment.text.index(after: $0)...].dropLast() }
                let value = match.parameters[name(of: segment.text)]
                kept.append(type.map(keptTypes.contains) == true ? value ?? placeholder : placeholder)
            } else {
                kept.append(String(segment.text))
            }
        }
        return String(match.pattern[..<separator.upperBound]) + kept.joined(separator: "/")
    }

    /// A parameter's name in its segment: `id` of `:id<Int>`, `path` of `*path`, `*` of `*`.
    private static func name(of segment: Substring) -> String {
        guard segment != "*" else { return "*" }
        return String(segment.dropFirst().prefix { $0 != "<" })
    }

    /// `https://example.com` of `https://user@example.com/a?b`: a web URL by its scheme and host
    /// (and port), any other by its scheme alone (`app:`), since its host is the first routing
    /// segment, which may be a parameter's value; `(not a URL)` when the text has no scheme.
    static func schemeAndHost(_ url: String) -> String {
        guard let colon = url.firstIndex(of: ":"), colon > url.startIndex,
              url[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return "(not a URL)" }
        let scheme = url[..<colon]
        let rest = url[url.index(after: colon)...]
        guard ["http", "https"].contains(scheme.lowercased()), rest.hasPrefix("//") else { return "\(scheme):" }
        let authority = rest.dropFirst(2).prefix { !"/?#\\".contains($0) }
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
