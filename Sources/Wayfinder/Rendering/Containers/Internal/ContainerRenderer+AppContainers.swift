// A flow shown inside the app: the app's containers, which the app owns and may let go, and the
// app's tab a link into the flow selects.

extension ContainerRenderer {
    /// Whether the app let the containers a flow inside it is shown in go (it replaced its root
    /// at a logout, say): the renderer has nowhere to show the stack, and every transition
    /// finishes at once, the stack being the truth.
    var appLetGo: Bool { isEmbedded && (embedding == nil || presentingContainer == nil) }

    /// A link lands in the flow shown in one tab of the app's tab container
    /// (``NavigationCommand/showInTab(_:_:animated:)``): that tab is selected, as the stack's own
    /// tab would be.
    ///
    /// The tab is found by its navigation container, as the app may have added or moved tabs
    /// since; at the index it had when the renderer was made otherwise.
    func selectAppTab(_ index: Int) {
        guard let tabContainer = presentingContainer, let embedding, let tabs = capabilities.tabs else { return }
        let current = (0..<Self.mostAppTabs).first { tabs.navigationContainer($0, tabContainer) === embedding }
        tabs.select(current ?? index, tabContainer)
    }

    /// How many tabs of the app's tab container are searched for the flow's.
    private static var mostAppTabs: Int { 64 }
}
