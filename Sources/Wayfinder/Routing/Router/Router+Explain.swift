import Foundation

// Asking the router about a URL without opening it: whether it would open, and why.

extension Router {
    /// Answers whether a route or the web page would take the URL (the fallback does not
    /// count), with no side effect: no handler runs, nothing navigates, no event is sent. A
    /// route's parameters type is decoded, so a URL whose parameters do not decode cannot open.
    ///
    /// - Parameters:
    ///   - url: The URL, as text.
    ///   - origin: Where it would come from; the policy depends on it.
    /// - Returns: Whether ``open(_:origin:extras:)`` would reach a route or the web page.
    public func canOpen(_ url: String, origin: RouteOrigin = .app) -> Bool {
        var trace = Trace(rewrittenURL: url, decodesParameters: true)
        switch resolve(url, origin: origin, trace: &trace) {
        case .success(.route), .success(.webPage): return true
        case .success(.fallback), .failure: return false
        }
    }

    /// Explains what opening the URL would do, and why: the rewrite steps, the policy
    /// decisions, and every route of its scheme with the reason it was or was not chosen. No
    /// handler runs and nothing navigates; a route's parameters type is decoded, and a failure
    /// is the outcome (``RoutingError/invalidParameter(_:)``).
    ///
    /// - Parameters:
    ///   - url: The URL, as text.
    ///   - origin: Where it would come from.
    /// - Returns: The explanation; print it.
    public func explain(_ url: String, origin: RouteOrigin = .app) -> RouteExplanation {
        var trace = Trace(rewrittenURL: url, recording: true, decodesParameters: true)
        let outcome: RouteExplanation.Outcome = switch resolve(url, origin: origin, trace: &trace) {
        case .success(.route(_, let match)): .route(match.pattern)
        case .success(.webPage): .webPage
        case .success(.fallback(_, let reason)): .fallback(reason)
        case .failure(let error): .failed(error)
        }
        return RouteExplanation(
            url: url, origin: origin, rewrites: trace.rewrites, rewrittenURL: trace.rewrittenURL,
            policy: trace.policy,
            candidates: trace.reachedTable ? state.withLock { $0.table.candidates(for: trace.rewrittenURL) } : [],
            outcome: outcome)
    }
}
