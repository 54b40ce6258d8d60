/// What an interceptor decides about a command before it is performed.
public enum NavigationDecision {
    /// Let the command go on to the next interceptor and, after the last, to the stack.
    case proceed
    /// Stop the command: it fails with ``NavigationError/cancelled`` and changes nothing.
    case cancel
    /// Perform this command instead. The new command goes through every interceptor again, from
    /// the first; a redirect cycle fails with ``NavigationError/redirectLoop``.
    case redirect(NavigationCommand)
}
