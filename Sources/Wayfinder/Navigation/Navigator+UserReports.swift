// The entry point for the presenting layer: a real navigation controller lets the user pop by
// swiping back, dismiss a sheet by dragging it down, or tap a tab. The renderer reports each such
// change here, once it is complete, so that the headless stack stays the single source of truth.
// Reports wait their turn on the bus behind the commands sent before them, but skip the
// interceptors: the change already happened on screen.

extension Navigator {
    /// Reports a change the user already made on screen; the stack follows it.
    ///
    /// ```swift
    /// navigator.report(.popped(to: screen))  // a back swipe that completed
    /// ```
    ///
    /// - Parameter report: What the user did.
    /// - Returns: The outcome, or why the stack could not follow (``UserReport``'s cases say
    ///   which errors each may fail with); observers hear ``NavigationEvent/reported(_:_:)``.
    @discardableResult
    public func report(_ report: UserReport) -> Result<NavigationOutcome, NavigationError> {
        loop.submit(.report(report))
    }
}
