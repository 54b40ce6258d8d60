/// A whole stack to lay out in one change, root level first: what
/// ``NavigationCommand/restore(_:)`` carries when a saved ``RestorationState`` comes back.
///
/// ```swift
/// let layout = StackLayout(levels: [
///     .tabs(MainTabsViewModel(), pushed: [[], [RepoViewModel(id: 42)]], selected: 1),
///     .stack([SettingsViewModel()], style: .sheet),
/// ])
/// navigator.services.restore(layout)
/// ```
public struct StackLayout {
    /// One level of the layout.
    public enum Level {
        /// A navigation controller holding these view models' screens, root first (never empty),
        /// presented in this style when it is a modal level (the root level ignores it).
        case stack([any ViewModel], style: PresentationStyle = .automatic)
        /// A tab controller, for the root level only: the container lays out its tabs
        /// (``TabContainerViewModel/makeTabs()``), `pushed[i]` go on top of tab `i`'s root
        /// (missing entries push nothing), and tab `selected` is selected.
        case tabs(any TabContainerViewModel, pushed: [[any ViewModel]], selected: Int)
    }

    /// The levels: index 0 the root, each above it a modal level.
    public var levels: [Level]

    /// Creates a layout.
    ///
    /// - Parameter levels: The levels, root first.
    public init(levels: [Level]) {
        self.levels = levels
    }

    /// Every view model of the layout in stack order, a tab container before its pushed screens.
    var viewModels: [any ViewModel] {
        levels.flatMap { level -> [any ViewModel] in
            switch level {
            case .stack(let viewModels, _): viewModels
            case .tabs(let container, let pushed, _): [container] + pushed.flatMap { $0 }
            }
        }
    }

    /// The layout as in `[HomeViewModel, RepoViewModel] | [LoginViewModel]`, a tab level as in
    /// `TabsViewModel{[], [RepoViewModel]} tab 1`.
    var description: String {
        func names(_ viewModels: [any ViewModel]) -> String {
            "[" + viewModels.map(typeName(of:)).joined(separator: ", ") + "]"
        }
        return levels.map { level in
            switch level {
            case .stack(let viewModels, let style):
                names(viewModels) + (style == .automatic ? "" : " \(style)")
            case .tabs(let container, let pushed, let selected):
                "\(typeName(of: container)){\(pushed.map(names).joined(separator: ", "))} tab \(selected)"
            }
        }.joined(separator: " | ")
    }
}
