/// How a transition handed to the renderer ended, as a test's record sees it.
package enum TransitionEnd {
    /// The renderer acknowledged it; the command whose change it showed, if a command made it.
    case finished(NavigationCommand?)
    /// The renderer did not acknowledge it in time.
    case timedOut(NavigationCommand?)
}

extension Navigator {
    /// Tells `observer` how each transition ends from now on (one observer; a second replaces the
    /// first). The testing kit records renderer acknowledgements with it.
    ///
    /// - Parameter observer: Called on the main actor when the renderer finishes a transition or
    ///   its timeout passes, before the waiting commands go on.
    package func observeTransitions(_ observer: @escaping @MainActor (TransitionEnd) -> Void) {
        rendering.observer = observer
    }
}
