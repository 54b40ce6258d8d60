extension Navigator {
    /// Starts recording the user's journey: from now on, each command this navigator performs
    /// or fails (with the view models it carried) and each report of the user's, with its
    /// outcome and the stack after it. Only the last `limit` steps are kept, so the memory stays
    /// bounded; calling it again starts a new recording.
    ///
    /// ```swift
    /// navigator.recordJourney()
    /// // … later, with a bug report:
    /// let attachment = navigator.journey?.json()
    /// ```
    ///
    /// A step keeps no view model: its type, and its screen's number when it was on the stack;
    /// a ``Restorable`` one not on the stack also by its URL, as the navigator's ``Router`` (the
    /// first made with its services that is still alive) reads it, rebuilt from its route's
    /// pattern: its string parameters replaced by a placeholder
    /// (`app://repos/redacted/issues/3`), its query dropped. Each link the navigator's ``Router``
    /// opens is a step too, with its origin and outcome (its command is a step of its own,
    /// usually the next), and so is each guard's decision and each command an
    /// interceptor or a guard stopped.
    ///
    /// A link keeps none of the user's text by default: it is kept as the pattern of the route
    /// that opened it (`app://repos/:name`, never the name), a web page by its scheme and host
    /// only, an unmatched link of another scheme by its scheme, a web page's referrer likewise.
    /// A question is kept by its words and buttons (its title may hold the app's data, never
    /// what was typed in its field). Reveal the URLs a route opens, whole, when the app knows
    /// they hold nothing private:
    ///
    /// ```swift
    /// navigator.recordJourney { handler in handler == .route("app://settings/:section") }
    /// ```
    ///
    /// - Parameters:
    ///   - limit: How many of the last steps to keep (at least one); 200 by default.
    ///   - reveals: Whether the links this handler opens are kept whole; none by default.
    public func recordJourney(
        keeping limit: Int = 200, revealing reveals: @escaping @MainActor (RouteEvent.Handler) -> Bool = { _ in false }
    ) {
        loop.recorder = JourneyRecorder(limit: limit, revealing: reveals, from: stack.snapshot)
    }

    /// The journey recorded since ``recordJourney(keeping:revealing:)``, or `nil` when none is being recorded.
    public var journey: NavigationJourney? {
        loop.recorder?.journey(router: (services as? BusNavigationServices)?.journeyRouter.withLock { $0.router })
    }
}
