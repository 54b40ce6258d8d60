import Foundation

// Asking the router about a URL without opening it: whether it would open, and why.

extension Router {
    /// Answers whether a route or the web page would take the URL (the fallback does not
    /// count), with no side effect: no handler runs, nothing navigates, no event is sent. A
    /// route's parameters type is decoded, so a URL whose parameters do not decode cannot open.
    ///
    /// - Parameters:
    ///   - url: The URL, as text.
    ///   - origin: Where it would come from; the policy depends on it (``RouteOrigin/app`` for
    ///     the app's own links).
    /// - Returns: Whether ``open(_:origin:extras:)-(String,_,_)`` would reach a route or the web
    ///   page.
    public func canOpen(_ url: String, origin: RouteOrigin) -> Bool {
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
    ///   - origin: Where it would come from (``RouteOrigin/app`` for the app's own links).
    /// - Returns: The explanation; print it.
    public func explain(_ url: String, origin: RouteOrigin) -> RouteExplanation {
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

    /// Explains what opening the URL would do and where it would land on `stack` as it is: which
    /// tab, column or level, which screens already there it keeps, which it adds, and how many
    /// modal levels go (``RouteExplanation/landing``). To know that, the route's handler runs, as
    /// restoring a saved stack runs it: its view models are made and dropped, nothing navigates,
    /// no event is sent, and a question it would ask is never shown (a route's `ask(_:then:)`
    /// callback is not called). A handler that does its own work before it answers (`.handled`)
    /// does it again: explain such a route without a stack.
    ///
    /// ```swift
    /// print(router.explain("app://repos/wayfinder/issues/3", origin: .app, landingOn: navigator.stack))
    /// // … outcome: route app://repos/:name/issues/:number
    /// // lands: tab 0, keeping RepositoryListViewModel, RepositoryViewModel; adding IssueViewModel
    /// ```
    ///
    /// - Parameters:
    ///   - url: The URL, as text.
    ///   - origin: Where it would come from (``RouteOrigin/app`` for the app's own links).
    ///   - stack: The stack it would land on: the navigator's.
    /// - Returns: The explanation, with its landing.
    @MainActor
    public func explain(_ url: String, origin: RouteOrigin, landingOn stack: NavigationControllerStack) -> RouteExplanation {
        var explanation = explain(url, origin: origin)
        if case .failed = explanation.outcome { return explanation }
        var handler: RouteEvent.Handler = .fallback
        switch destination(for: url, origin: origin, extras: [:], handler: &handler) {
        case .success(let destination): explanation.landing = destination.landing(on: stack)
        case .failure(let error): explanation.landingError = error
        }
        return explanation
    }

    /// Answers whether a route or the web page would take the URL; see
    /// ``canOpen(_:origin:)-(String,_)``.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - origin: Where it would come from.
    /// - Returns: Whether it would open.
    public func canOpen(_ url: URL, origin: RouteOrigin) -> Bool {
        canOpen(url.absoluteString, origin: origin)
    }

    /// Answers whether a route or the web page would take a link the system handed the app.
    ///
    /// - Parameter link: The URL and its origin.
    /// - Returns: Whether ``open(_:extras:)`` would reach a route or the web page.
    public func canOpen(_ link: IncomingLink) -> Bool {
        canOpen(link.url.absoluteString, origin: link.origin)
    }

    /// Explains what opening the URL would do, and why; see
    /// ``explain(_:origin:)-(String,_)``.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - origin: Where it would come from.
    /// - Returns: The explanation; print it.
    public func explain(_ url: URL, origin: RouteOrigin) -> RouteExplanation {
        explain(url.absoluteString, origin: origin)
    }

    /// Explains what opening a link the system handed the app would do, and why.
    ///
    /// - Parameter link: The URL and its origin.
    /// - Returns: The explanation; print it.
    public func explain(_ link: IncomingLink) -> RouteExplanation {
        explain(link.url.absoluteString, origin: link.origin)
    }
}
