import Foundation

// The part of opening a URL that needs no main actor: rewrite, policy, match. `open`,
// `canOpen` and `explain` all go through `resolve`, so they cannot disagree.

extension Router {
    /// Who handles a URL, once it passed the rewrites and the policy.
    enum Resolution {
        case route(Route, RouteMatch)
        case webPage(WebPages, URL)
        case fallback(FallbackHandler, RoutingError)
    }

    /// Everything resolving reads but the table.
    struct Settings {
        let rewriteRules: [RewriteRule]
        let policy: RoutingPolicy
        let fallback: Fallback?
        let webPages: WebPages?
    }

    /// What resolving saw on the way, for ``explain(_:)``.
    struct Trace {
        var rewrites: [RewriteStep] = []
        var rewrittenURL: String
        var policy: [PolicyDecision] = []
        /// Whether the URL got as far as the route table.
        var reachedTable = false
        /// Whether to record rewrite steps and policy decisions (only `explain` reads them).
        var recording = false
        /// How many rewrites applied (counted even when not recording).
        var rewriteCount = 0
        /// Whether to decode a route's parameters type: `canOpen` and `explain` do; `open` does
        /// not, since the route decodes them before its handler runs.
        var decodesParameters = false
    }

    func resolve(_ url: String, origin: RouteOrigin, trace: inout Trace) -> Result<Resolution, RoutingError> {
        // Matching happens under the lock rather than on a copy of the table: a copy held while
        // another thread registers would make that registration copy the whole trie.
        let settings = state.withLock { state in
            Settings(
                rewriteRules: state.rewriteRules, policy: state.policy, fallback: state.fallback,
                webPages: state.webPages)
        }
        let checker = PolicyChecker(policy: settings.policy, origin: origin, recording: trace.recording)
        defer { if trace.recording { trace.policy = checker.decisions } }
        // A host in another script is read in ASCII form before the rewrite rules read it (with
        // no rules, the policy's second step does it).
        var input = url
        do {
            let mayNeedReading = try checker.checkInput(url)
            if mayNeedReading, !settings.rewriteRules.isEmpty, Router.hostMayBeInAnotherScript(url),
               let ascii = try checker.checkHost(of: url) {
                input = ascii
            }
        } catch {
            return .failure(.refused(error))
        }
        var rewritten: String
        switch rewrite(input, rules: settings.rewriteRules, trace: &trace) {
        case .success(let url): rewritten = url
        case .failure(let error): return .failure(error)
        }
        // The policy comes first, so that text with no scheme from outside the app is refused by
        // the scheme and source-app lists rather than handed to the fallback. It also refuses a
        // URL that Foundation or a browser could read another way, and gives a host written in
        // another script in the ASCII form they read it in.
        do {
            if let ascii = try checker.checkResolved(rewritten, rewrittenFrom: trace.rewriteCount > 0 ? input : nil) {
                rewritten = ascii
            }
        } catch {
            trace.rewrittenURL = rewritten
            return .failure(.refused(error))
        }
        trace.rewrittenURL = rewritten
        guard Router.hasScheme(rewritten) else {
            return fallback(settings, .malformedURL(rewritten))
        }
        trace.reachedTable = true
        if let (route, match) = state.withLock({ $0.table.match(rewritten) }) {
            do {
                try checker.checkRoute(pattern: match.pattern, access: route.access, sourceApps: route.sourceApps)
            } catch {
                return .failure(.refused(error))
            }
            if trace.decodesParameters, let failure = route.parameters?.failure(decoding: match) {
                return .failure(.invalidParameter(failure))
            }
            return .success(.route(route, match))
        }
        // `URL(string:)` refuses spaces and non-ASCII text on older Apple systems; escape them.
        // The page must name the host the router read (the policy refused a URL that Foundation
        // reads otherwise; this holds the page to it too), and a screen may trust `url.host`.
        if let webPages = settings.webPages, Router.isWebURL(rewritten), let host = Router.host(of: rewritten), !host.isEmpty,
           let page = URL(string: rewritten) ?? URL(string: PercentEncoding.escapeDisallowed(rewritten)),
           page.host(percentEncoded: false).map(HostName.comparable) == host {
            do {
                try checker.checkWebHost(host)
            } catch {
                return .failure(.refused(error))
            }
            return .success(.webPage(webPages, page))
        }
        return fallback(settings, .noRoute(rewritten))
    }

    // MARK: Steps

    private func rewrite(_ url: String, rules: [RewriteRule], trace: inout Trace) -> Result<String, RoutingError> {
        var current = url
        // The URLs seen, kept from the second rewrite on: most URLs are rewritten once or never,
        // and a loop needs two rewrites to close.
        var visited: [String] = []
        while let (rule, next) = Router.firstRewrite(of: current, by: rules) {
            trace.rewriteCount += 1
            if trace.recording { trace.rewrites.append(RewriteStep(rule: rule.pattern, from: current, to: next)) }
            if trace.rewriteCount > 1 {
                if visited.isEmpty { visited = [url, current] }
                visited.append(next)
                if visited.dropLast().contains(next) || trace.rewriteCount > Router.maximumRewrites {
                    return .failure(.rewriteLoop(visited))
                }
            } else if next == url {
                return .failure(.rewriteLoop([url, next]))
            }
            current = next
        }
        return .success(current)
    }

    /// The first rule that rewrites `url`, and what it makes of it; each rule's expression runs
    /// at most once.
    private static func firstRewrite(of url: String, by rules: [RewriteRule]) -> (RewriteRule, String)? {
        for rule in rules {
            if let next = rule.apply(to: url) { return (rule, next) }
        }
        return nil
    }

    private func fallback(_ settings: Settings, _ reason: RoutingError) -> Result<Resolution, RoutingError> {
        guard let fallback = settings.fallback else { return .failure(reason) }
        return .success(.fallback(fallback.handler, reason))
    }

    private static func hostMayBeInAnotherScript(_ url: String) -> Bool {
        var url = url
        return url.withUTF8(URLLayout.hostMayBeInAnotherScript)
    }

    private static func hasScheme(_ url: String) -> Bool {
        var url = url
        return url.withUTF8(URLLayout.hasScheme)
    }

    /// The host as the router reads it and hosts compare (``HostName/comparable(_:)``), or `nil`
    /// when there is none.
    private static func host(of url: String) -> String? {
        var url = url
        return url.withUTF8 { bytes in
            URLLayout(bytes)?.host.map {
                HostName.comparable(PercentEncoding.lenientlyDecodedString(UnsafeBufferPointer(rebasing: bytes[$0])))
            }
        }
    }

    private static func isWebURL(_ url: String) -> Bool {
        let lowercased = url.prefix(8).lowercased()
        return lowercased.hasPrefix("http://") || lowercased.hasPrefix("https://")
    }
}
