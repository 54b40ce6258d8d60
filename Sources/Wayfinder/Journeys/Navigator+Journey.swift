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
    /// A step keeps no view model: its type, and its screen's number when it was on the stack.
    ///
    /// - Parameter limit: How many of the last steps to keep (at least one); 200 by default.
    public func recordJourney(keeping limit: Int = 200) {
        loop.recorder = JourneyRecorder(limit: limit)
    }

    /// The journey recorded since ``recordJourney(keeping:)``, or `nil` when none is being recorded.
    public var journey: NavigationJourney? {
        loop.recorder?.journey
    }
}
