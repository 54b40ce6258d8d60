import Foundation

// Asking the router about a URL without opening it: whether it would open, and why.

extension Router {
    /// Answers whether a route or the web page would take the link (the fallback does not
    /// count), with no side effect: no handler runs, nothing navigates, no event is sent. A
    /// route's parameters type is decoded, so a URL whose parameters do not decode cannot open.
    ///
    /// - Parameter link: The URL and the origin it would come from; the policy depends on it
    ///   (``RouteOrigin/app`` for the app's own links).
    /// - Returns: Whether ``open(_:extras:)`` would reach a route or the web page.
    public func canOpen(_ link: IncomingLink) -> Bool {
        var trace = Trace(rewrittenURL: link.url, decodesParameters: true)
        switch resolve(link.url, origin: link.origin, trace: &trace) {
        case .success(.route), .success(.webPage): return true
        case .success(.fallback), .failure: return false
        }
    }

    /// Explains what opening the link would do, and why: the rewrite steps, the policy
    /// decisions, and every route of its scheme with the reason it was or was not chosen. No
    /// handler runs and nothing navigates; a route's parameters type is decoded, and a failure
    /// is the outcome (``RoutingError/invalidParameter(_:)``).
    ///
    /// ```swift
    /// print(router.explain(IncomingLink(url: "app://repos/wayfinder", origin: .app)))
    /// ```
    ///
    /// - Parameter link: The URL and the origin it would come from (``RouteOrigin/app`` for the
    ///   app's own links).
    /// - Returns: The explanation; print it.
    public func explain(_ link: IncomingLink) -> RouteExplanation {
        let url = link.url
        var trace = Trace(rewrittenURL: url, recording: true, decodesParameters: true)
        let outcome: RouteExplanation.Outcome = switch resolve(url, origin: link.origin, trace: &trace) {
        case .success(.route(_, let match)): .route(match.pattern)
        case .success(.webPage): .webPage
        case .success(.fallback(_, let reason)): .fallback(reason)
        case .failure(let error): .failed(error)
        }
        return RouteExplanation(
            url: url, origin: link.origin, rewrites: trace.rewrites, rewrittenURL: trace.rewrittenURL,
            policy: trace.policy,
            candidates: trace.reachedTable ? state.withLock { $0.table.candidates(for: trace.rewrittenURL) } : [],
            outcome: outcome)
    }

    /// Explains what opening the link would do and where it would land on `stack` as it is:
    /// which tab, column or level, which screens already there it keeps, which it adds, and how
    /// many modal levels go (the report's last line, `lands:`). To know that, the route's handler
    /// runs, as restoring a saved stack runs it: its view models are made and dropped, nothing
    /// navigates, no event is sent, and a question it would ask is never shown (a route's
    /// `ask(_:then:)` callback is not called). A handler that does its own work before it
    /// answers (`.handled`) does it again: explain such a route with ``explain(_:)``.
    ///
    /// ```swift
    /// print(router.explain(IncomingLink(url: "app://repos/wayfinder/issues/3", origin: .app), landingOn: navigator.stack))
    /// // … outcome: route app://repos/:name/issues/:number
    /// // lands: tab 0, keeping RepositoryListViewModel, RepositoryViewModel; adding IssueViewModel
    /// ```
    ///
    /// - Parameters:
    ///   - link: The URL and the origin it would come from.
    ///   - stack: The stack it would land on: the navigator's.
    /// - Returns: The explanation, with its landing.
    @MainActor
    public func explain(_ link: IncomingLink, landingOn stack: NavigationControllerStack) -> RouteExplanation {
        var explanation = explain(link)
        if case .failed = explanation.outcome { return explanation }
        var handler: RouteEvent.Handler = .fallback
        explanation.landing = destination(for: link.url, origin: link.origin, extras: [:], handler: &handler)
            .map { $0.landing(on: stack) }
        return explanation
    }
}
