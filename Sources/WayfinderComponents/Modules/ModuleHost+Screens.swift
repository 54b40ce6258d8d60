import Wayfinder

// Checking at start-up that every view model the app's routes, manifests and tab containers can
// show has a screen.

extension ModuleHost {
    /// Lists the view models the app's routes — the modules', the manifests' and the app's own —
    /// its web pages, its fallback and its tab containers declare, that have no screen in the
    /// navigator's `ScreenMap`; and what declares nothing, as unchecked.
    ///
    /// Call it once the modules have started (``start(launchOptions:)``): they register their
    /// routes and screens then. An app fails fast on a missing screen at launch, or in a test,
    /// rather than when a user taps a link:
    ///
    /// ```swift
    /// host.start()
    /// let missing = host.validateScreens()
    /// assert(missing.isEmpty, missing.map(\.description).joined(separator: "\n"))
    /// ```
    ///
    /// A manifest's route declares the type of its ``ManifestCatalog`` entry, and is named by its
    /// file and key path (`ScreenDemand.manifestRoute(file:keyPath:)`). See
    /// `Router.validateScreens(in:)` for what routes, web pages and tab containers declare.
    ///
    /// - Returns: The findings; empty when every declared view model has a screen and everything
    ///   declares.
    public func validateScreens() -> [MissingScreen] {
        router.validateScreens(in: navigator.screens)
    }
}
