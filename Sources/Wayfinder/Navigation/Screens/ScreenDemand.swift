/// What can put a view model on the stack by itself, and so needs its screen: a route, a
/// manifest's route, the router's web pages or fallback, or a tab or split container's tabs or
/// columns. Named in a
/// ``MissingScreen``.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum ScreenDemand: Hashable, Sendable, CustomStringConvertible {
    /// A route registered in code, by its pattern.
    case route(String)
    /// A manifest's route: the manifest's file and the key path of its view model, as in
    /// `routes[0].viewModel`.
    case manifestRoute(file: String, keyPath: String)
    /// The router's web pages (``Router/setWebPages(presentation:_:)``).
    case webPages
    /// The router's fallback (``Router/setFallback(shows:_:)``).
    case fallback
    /// A tab container, by its type name: its tabs.
    case tabContainer(String)
    /// A split container, by its type name: its columns.
    case splitContainer(String)

    /// `route app://x`, `settings.json routes[0].viewModel`, `tab container HomeViewModel`,
    /// `split container LibraryViewModel`, …
    public var description: String {
        switch self {
        case .route(let pattern): "route \(pattern)"
        case .manifestRoute(let file, let keyPath): "\(file) \(keyPath)"
        case .webPages: "the web pages"
        case .fallback: "the fallback"
        case .tabContainer(let container): "tab container \(container)"
        case .splitContainer(let container): "split container \(container)"
        }
    }
}
