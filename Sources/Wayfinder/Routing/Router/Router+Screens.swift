// Checking at start-up that every view model the router can show has a screen.

extension Router {
    /// Lists the view models the router's routes, web pages and fallback can show that have no
    /// screen in `screens`, and what does not declare what it shows.
    ///
    /// A route declares its view models with `shows:`; a manifest's route, by its catalog
    /// entry's type; the web pages, by their factory's type. A tab or split container among them
    /// needs no screen of its own: the types it lists in ``TabContainerViewModel/tabTypes`` or
    /// ``SplitContainerViewModel/columnTypes`` are checked instead. Only entries count: a
    /// ``ScreenMap`` made with a fallback screen still reports what has no entry.
    ///
    /// ```swift
    /// let problems = router.validateScreens(in: navigator.screens)
    /// precondition(problems.isEmpty, "\(problems)")
    /// ```
    ///
    /// WayfinderComponents' `ModuleHost.validateScreens()` runs it for an app of modules.
    ///
    /// - Parameter screens: The screen map the navigator uses.
    /// - Returns: The findings: routes in registration order, then the web pages, the fallback,
    ///   and the tab containers in the order they were found; empty when every declared view
    ///   model has a screen and everything declares.
    @MainActor
    public func validateScreens(in screens: ScreenMap) -> [MissingScreen] {
        let (routes, webPages, fallback) = state.withLock { ($0.table.routes, $0.webPages, $0.fallback) }
        var check = ScreenCheck(screens: screens)
        for (pattern, route) in routes {
            check.check(route.shows, neededBy: route.demand ?? .route(pattern.text))
        }
        if let webPages { check.check([webPages.shows], neededBy: .webPages) }
        if let fallback { check.check(fallback.shows, neededBy: .fallback) }
        return check.findings()
    }
}
