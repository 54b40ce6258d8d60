/// How far one piece of work went.
enum BusStep {
    /// The command was performed or failed.
    case done(Result<NavigationChange, NavigationError>)
    /// An interceptor holds it.
    case suspended
}
