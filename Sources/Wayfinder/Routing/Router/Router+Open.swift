import Foundation

// Opening on the main actor: the handler runs, its destination goes to the services, and the
// observers hear how it went.

extension Router {
    /// Opens a URL from outside the app, from the origin its ``IncomingLink`` carries: rewrites
    /// it, applies the policy for that origin, matches it and performs what the route's handler
    /// answers, through the router's services. The entry point for deep links, universal links,
    /// URLs other apps open and notifications' links; the app's own links go through
    /// ``openInternal(_:extras:)``.
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
    ///     for link in IncomingLink.links(from: contexts) { router.open(link) }
    /// }
    /// router.open(IncomingLink(url: payloadURL, origin: .pushNotification))
    /// ```
    ///
    /// - Parameters:
    ///   - link: The URL and its origin.
    ///   - extras: Values to hand to the handler alongside the URL, of any `Sendable` type.
    /// - Returns: What the route did, or why nothing changed (a policy's refusal among them).
    ///   A navigation that was queued or is held by a guard returns `navigated: queued` or
    ///   `navigated: suspended`; the observers hear how it ends (``subscribe(_:)``), and
    ///   ``openAndWait(_:extras:)`` returns it.
    @MainActor
    @discardableResult
    public func open(_ link: IncomingLink, extras: [String: any Sendable] = [:]) -> Result<RouteOutcome, RoutingError> {
        handle(link.url, origin: link.origin, extras: extras, expecting: nil)
    }

    /// Not available: a URL from outside is opened with the origin its ``IncomingLink`` carries,
    /// the app's own with ``openInternal(_:extras:)``. The compiler's message says what to write.
    ///
    /// - Parameters:
    ///   - url: The URL, as text.
    ///   - extras: Values to hand to the handler.
    /// - Returns: What the route did (as from an unknown app, were it callable).
    @available(*, unavailable, message: "name where the URL comes from: open(IncomingLink(url: url, origin: ...)) with .otherApp(sourceApplication:), .webPage(referrer:) or .pushNotification for a URL from outside the app, or openInternal(url) for the app's own links")
    @MainActor
    @discardableResult
    public func open(_ url: String, extras: [String: any Sendable] = [:]) -> Result<RouteOutcome, RoutingError> {
        handle(url, origin: .otherApp(sourceApplication: nil), extras: extras, expecting: nil)
    }

    /// Not available: a `URL` from outside is opened with the origin its ``IncomingLink`` carries
    /// (`IncomingLink(url: url, origin: …)` takes a `URL`), the app's own with
    /// ``openInternal(_:extras:)``. The compiler's message says what to write.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - extras: Values to hand to the handler.
    /// - Returns: What the route did (as from an unknown app, were it callable).
    @available(*, unavailable, message: "name where the URL comes from: open(IncomingLink(url: url, origin: ...)) with .otherApp(sourceApplication:), .webPage(referrer:) or .pushNotification for a URL from outside the app, or openInternal(url.absoluteString) for the app's own links")
    @MainActor
    @discardableResult
    public func open(_ url: URL, extras: [String: any Sendable] = [:]) -> Result<RouteOutcome, RoutingError> {
        handle(url.absoluteString, origin: .otherApp(sourceApplication: nil), extras: extras, expecting: nil)
    }

    /// Opens one of the app's own links, from the app itself (``RouteOrigin/app``): trusted with
    /// app-only routes, every scheme, web host and source app, though not with the policy's limits.
    /// Never pass it a URL that came from outside: that is ``open(_:extras:)``'s.
    ///
    /// - Parameters:
    ///   - url: The app's URL, as text (a `URL`'s `absoluteString`); it may hold characters a
    ///     `URL` would need escaped.
    ///   - extras: Values to hand to the handler alongside the URL.
    /// - Returns: What the route did, or why nothing changed.
    @MainActor
    @discardableResult
    public func openInternal(_ url: String, extras: [String: any Sendable] = [:]) -> Result<RouteOutcome, RoutingError> {
        handle(url, origin: .app, extras: extras, expecting: nil)
    }

    /// Asks an object route for its value: nothing navigates, whatever the route answers.
    ///
    /// ```swift
    /// let count = router.value(for: IncomingLink(url: "app://badge/count", origin: .app), as: Int.self)
    /// ```
    ///
    /// - Parameters:
    ///   - link: The URL of the object route and its origin (``RouteOrigin/app`` for the app's
    ///     own code).
    ///   - type: The type of value expected.
    ///   - extras: Values to hand to the handler.
    /// - Returns: The value, or ``RoutingError/unexpectedValue(expected:found:)`` when the route
    ///   answers something else (nothing navigates then either), or why it failed.
    @MainActor
    public func value<Value>(
        for link: IncomingLink, as type: Value.Type, extras: [String: any Sendable] = [:]
    ) -> Result<Value, RoutingError> {
        let expected = TypeNames.name(of: Value.self)
        return handle(link.url, origin: link.origin, extras: extras, expecting: expected).flatMap { outcome in
            if case .value(let value) = outcome, let value = value as? Value { return .success(value) }
            let found = if case .value(let value) = outcome { TypeNames.name(of: Swift.type(of: value)) } else { "nothing" }
            return .failure(.unexpectedValue(expected: expected, found: found))
        }
    }

    /// Opens a URL from outside the app, as ``open(_:extras:)`` does, and returns once its
    /// navigation is done: performed (and on screen, when a renderer is attached) or failed,
    /// however long a guard held it (a sign-in first) or it waited behind other commands.
    ///
    /// ```swift
    /// let outcome = await router.openAndWait(IncomingLink(url: url, origin: .pushNotification))
    /// if case .failure(.navigationFailed(.cancelled)) = outcome { showSignInHint() }
    /// ```
    ///
    /// The app's own links wait the same way from ``RouteOrigin/app``
    /// (`IncomingLink(url: url, origin: .app)`).
    ///
    /// - Parameters:
    ///   - link: The URL and its origin.
    ///   - extras: Values to hand to the handler alongside the URL.
    /// - Returns: The link's final outcome: ``RouteOutcome/navigated(_:)`` with
    ///   ``NavigationOutcome/performed(_:)``, a value, `handled`, or why nothing changed.
    @MainActor
    public func openAndWait(
        _ link: IncomingLink, extras: [String: any Sendable] = [:]
    ) async -> Result<RouteOutcome, RoutingError> {
        var handler: RouteEvent.Handler = .fallback
        let resolved = destination(for: link.url, origin: link.origin, extras: extras, handler: &handler)
        if navigatorServices?.recordsJourney == true {
            navigatorServices?.recordLink(link.url, origin: link.origin, by: handler, resolved: resolved)
        }
        let result: Result<RouteOutcome, RoutingError> = switch resolved {
        case .success(.navigate(let command)):
            await services.sendAndWait(command).map(RouteOutcome.navigated).mapError(RoutingError.navigationFailed)
        case .success(let destination): Router.withoutNavigating(destination, expecting: nil)
        case .failure(let error): .failure(error)
        }
        report(result, url: link.url, origin: link.origin, by: handler)
        return result
    }

    // MARK: Steps

    @MainActor
    private func handle(
        _ url: String, origin: RouteOrigin, extras: [String: any Sendable], expecting valueType: String?
    ) -> Result<RouteOutcome, RoutingError> {
        var handler: RouteEvent.Handler = .fallback
        let resolved = destination(for: url, origin: origin, extras: extras, handler: &handler)
        // Checked here, so that a link opened without recording makes no call (~40 instructions).
        if valueType == nil, navigatorServices?.recordsJourney == true {
            navigatorServices?.recordLink(url, origin: origin, by: handler, resolved: resolved)
        }
        let result: Result<RouteOutcome, RoutingError>
        if valueType == nil, case .success(.navigate(let command)) = resolved {
            let (sent, isDeferred) = navigate(command, url: url, origin: origin, by: handler)
            // Queued behind other commands, or held by a guard: the observers hear how it ends
            // when it does, not now.
            if isDeferred { return sent }
            result = sent
        } else {
            // A switch, not `flatMap`: a closure formed here checks the main actor each call.
            switch resolved {
            case .success(let destination): result = Router.withoutNavigating(destination, expecting: valueType)
            case .failure(let error): result = .failure(error)
            }
        }
        report(result, url: url, origin: origin, by: handler)
        return result
    }

    /// Tells the observers how an open ended.
    @MainActor
    private func report(_ result: Result<RouteOutcome, RoutingError>, url: String, origin: RouteOrigin, by handler: RouteEvent.Handler) {
        let event: RouteEvent = switch result {
        case .success: .opened(url: url, origin: origin, by: handler)
        case .failure(let error): .failed(url: url, origin: origin, error: error)
        }
        for observer in observers.withLock({ $0.compactMap(\.handler) }) {
            observer(event)
        }
    }

    /// Resolves the URL and runs what answers it (the route's handler, the web pages, the
    /// fallback); nothing navigates yet.
    @MainActor
    func destination(
        for url: String, origin: RouteOrigin, extras: [String: any Sendable], handler: inout RouteEvent.Handler
    ) -> Result<RouteDestination, RoutingError> {
        var trace = Trace(rewrittenURL: url)
        switch resolve(url, origin: origin, trace: &trace) {
        case .failure(let error):
            return .failure(error)
        case .success(.route(let route, let match)):
            handler = .route(match.pattern)
            return route.perform(RouteRequest(match: match, originalURL: url, origin: origin, extras: extras))
        case .success(.webPage(let webPages, let page)):
            handler = .webPage
            let viewModel = webPages.makeViewModel(page)
            return .success(.show(viewModel, as: webPages.presentation))
        case .success(.fallback(let fallback, let reason)):
            let request = FallbackRequest(url: url, origin: origin, extras: extras, reason: reason)
            return Router.run("the fallback") { try fallback(request) }
        }
    }

    /// Runs a handler; what it throws becomes ``RoutingError/handlerFailed(pattern:error:)``.
    @MainActor
    static func run(
        _ name: String, _ handler: () throws -> RouteDestination
    ) -> Result<RouteDestination, RoutingError> {
        do {
            return .success(try handler())
        } catch {
            return .failure(.handlerFailed(pattern: name, error: UnderlyingError(error)))
        }
    }

    /// Sends a route's command. Through a navigator's services, a command that was queued or held
    /// is deferred: its end is reported to the observers when it comes. Other services (a test
    /// double) answer at once.
    @MainActor
    private func navigate(
        _ command: NavigationCommand, url: String, origin: RouteOrigin, by handler: RouteEvent.Handler
    ) -> (Result<RouteOutcome, RoutingError>, isDeferred: Bool) {
        guard let services = navigatorServices else {
            return (services.send(command).map(RouteOutcome.navigated).mapError(RoutingError.navigationFailed), false)
        }
        // The handler is made only for a command that did not end at once: a link done at once
        // allocates nothing for it.
        var isDeferred = false
        let sent = services.send(command, isDeferred: &isDeferred) {
            { [weak self] final in
                let outcome = final.map { RouteOutcome.navigated(.performed($0)) }.mapError(RoutingError.navigationFailed)
                self?.report(outcome, url: url, origin: origin, by: handler)
            }
        }
        return (sent.map(RouteOutcome.navigated).mapError(RoutingError.navigationFailed), isDeferred)
    }

    /// What a destination that does not navigate did: a route asked for a value of `valueType`
    /// (or, with `nil`, one that was to navigate and answered otherwise).
    @MainActor
    private static func withoutNavigating(
        _ destination: RouteDestination, expecting valueType: String?
    ) -> Result<RouteOutcome, RoutingError> {
        switch destination {
        case .value(let value): .success(.value(value))
        case .handled: .success(.handled)
        case .navigate(let command):
            .failure(.unexpectedValue(expected: valueType ?? "nothing", found: command.kindOfNavigation))
        }
    }
}

extension NavigationCommand {
    /// What a route that answered with this command instead of a value did, in a few words.
    fileprivate var kindOfNavigation: String {
        switch self {
        case .push, .pushInColumn: "a push"
        case .present: "a presentation"
        case .ask: "a question"
        case .resetRoot, .resetStack, .resetScreens, .showInTab, .showInColumn, .restore: "a new stack"
        case .pop, .popToRoot, .dismiss, .popTo, .close, .selectTab: "a \(name)"
        }
    }
}

