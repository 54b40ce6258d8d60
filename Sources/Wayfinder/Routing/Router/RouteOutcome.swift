/// What opening a URL did.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum RouteOutcome: Sendable, CustomStringConvertible {
    /// The route navigated; the navigation's own outcome: performed with its change, or queued
    /// or held by a guard (its end is reported to the router's observers).
    case navigated(NavigationOutcome)
    /// The route returned a value and navigated nowhere (an object route).
    case value(any Sendable)
    /// The handler handled the URL without navigating.
    case handled

    /// What the route did, as in `navigated: performed +[#2 RepoViewModel]`, `value 42` or
    /// `handled`.
    public var description: String {
        switch self {
        case .navigated(let outcome): "navigated: \(outcome)"
        case .value(let value): "value \(value)"
        case .handled: "handled"
        }
    }
}
