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
    #if hasAttribute(nonexhaustive)
    @nonexhaustive
    #endif
    public enum Level {
        /// A navigation controller holding these view models' screens, root first (never empty),
        /// presented in this style when it is a modal level (the root level ignores it).
        case stack([any ViewModel], style: ModalStyle = .automatic)
        /// A tab controller, for the root level only: the container lays out its tabs
        /// (``TabContainerViewModel/makeTabs()``), `pushed[i]` go on top of tab `i`'s root
        /// (missing entries push nothing), and tab `selected` is selected.
        case tabs(any TabContainerViewModel, pushed: [[any ViewModel]], selected: Int)
        /// A split controller, for the root level only: the container lays out its columns
        /// (``SplitContainerViewModel/makeColumns()``), each column listed here holds what its
        /// ``Column`` says (a column not listed keeps its root alone), and `focused` is focused.
        case split(any SplitContainerViewModel, columns: [SplitColumn: Column], focused: SplitColumn)
    }

    /// What one column of a split level holds.
    ///
    /// Frozen: a column keeps the container's root or replaces it; switch over it exhaustively.
    public enum Column {
        /// The container's root for the column, with these view models' screens pushed on it.
        case onRoot([any ViewModel])
        /// These view models' screens, root first, in place of the container's root (what
        /// ``NavigationServices/showInColumn(_:_:animated:)`` left there); never empty.
        case replacingRoot([any ViewModel])

        /// The view models the column lists, bottom first.
        var viewModels: [any ViewModel] {
            switch self {
            case .onRoot(let viewModels), .replacingRoot(let viewModels): viewModels
            }
        }
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
            case .split(let container, let columns, _):
                [container] + columns.sorted { $0.key < $1.key }.flatMap(\.value.viewModels)
            }
        }
    }

    /// The layout as in `[HomeViewModel, RepoViewModel] | [LoginViewModel]`, a tab level as in
    /// `TabsViewModel{[], [RepoViewModel]} tab 1`, a split level as in
    /// `LibraryViewModel{sidebar: root + [], detail: [BookViewModel]} detail`.
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
            case .split(let container, let columns, let focused):
                "\(typeName(of: container)){" + columns.sorted { $0.key < $1.key }.map { column, layout in
                    switch layout {
                    case .onRoot(let pushed): "\(column): root + \(names(pushed))"
                    case .replacingRoot(let screens): "\(column): \(names(screens))"
                    }
                }.joined(separator: ", ") + "} \(focused)"
            }
        }.joined(separator: " | ")
    }
}
