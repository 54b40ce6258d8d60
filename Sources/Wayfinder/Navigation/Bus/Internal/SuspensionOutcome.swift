/// How a suspension ended.
enum SuspensionOutcome {
    /// The operation returned this decision.
    case decided(NavigationDecision)
    /// The timeout expired first.
    case timedOut
}
