/// Why a URL opens what it opens — or nothing: the answer of ``Router/explain(_:)``.
///
/// ```
/// explain https://www.shop.com/search/red%20shoes from otherApp(com.example.mail)
/// rewrites:
///   (?:https://)?www\.shop\.com/search/(.*): https://www.shop.com/search/red%20shoes → app://page/search?product=red%2520shoes
/// policy:
///   ✓ maximumURLLength: 40 of at most 4096 bytes
///   ✓ controlCharacters: none
///   …
/// candidates:
///   app://page/search — matched
///   app://page/:id<Int> — "search" is not a valid Int for :id
/// outcome: route app://page/search
/// ```
public struct RouteExplanation: Sendable, CustomStringConvertible {
    /// How the explained open ends.
    #if hasAttribute(nonexhaustive)
    @nonexhaustive
    #endif
    public enum Outcome: Hashable, Sendable {
        /// The route with this pattern handles the URL.
        case route(String)
        /// The web page view model handles it.
        case webPage
        /// The fallback handles it, for this reason.
        case fallback(RoutingError)
        /// Opening fails with this error.
        case failed(RoutingError)
    }

    /// The URL as it would be opened.
    let url: String
    /// The origin it would be opened from.
    let origin: RouteOrigin
    /// The rewrite rules applied, in order: the last one's `to` is the URL matched.
    package let rewrites: [RewriteStep]
    /// The URL to match, after the rewrites.
    let rewrittenURL: String
    /// The policy rules applied, in order, up to the first refusal.
    package let policy: [PolicyDecision]
    /// The routes of the URL's scheme, each with why it was or was not chosen.
    package let candidates: [RouteCandidate]
    /// How the open ends.
    public let outcome: Outcome
    /// Where the link would land on the stack, when it was explained against one
    /// (``Router/explain(_:landingOn:)``): the landing, or why the handler gave none; `nil`
    /// otherwise.
    package internal(set) var landing: Result<RouteLanding, RoutingError>?

    init(
        url: String, origin: RouteOrigin, rewrites: [RewriteStep], rewrittenURL: String, policy: [PolicyDecision],
        candidates: [RouteCandidate], outcome: Outcome
    ) {
        self.url = url
        self.origin = origin
        self.rewrites = rewrites
        self.rewrittenURL = rewrittenURL
        self.policy = policy
        self.candidates = candidates
        self.outcome = outcome
    }

    /// The explanation, a section per step.
    public var description: String {
        var lines = ["explain \(url) from \(origin)"]
        lines.append(rewrites.isEmpty ? "rewrites: none" : "rewrites:")
        lines += rewrites.map { "  \($0.line)" }
        lines.append(policy.isEmpty ? "policy: not reached" : "policy:")
        lines += policy.map { "  \($0.line)" }
        lines.append(candidates.isEmpty ? "candidates: none" : "candidates:")
        lines += candidates.map { "  \($0.line)" }
        let outcome = switch outcome {
        case .route(let pattern): "route \(pattern)"
        case .webPage: "web page"
        case .fallback(let reason): "fallback (\(reason))"
        case .failed(let error): "failed: \(error)"
        }
        lines.append("outcome: \(outcome)")
        switch landing {
        case .success(let landing): lines.append("lands: \(landing)")
        case .failure(let error): lines.append("lands: nowhere, the handler failed: \(error)")
        case nil: break
        }
        return lines.joined(separator: "\n")
    }
}
