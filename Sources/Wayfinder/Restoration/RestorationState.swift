/// A navigation stack saved as route URLs: levels, tabs, split columns and screens.
///
/// Get one from ``NavigationControllerStack/restorationState()``. It is `Codable`, so an app
/// writes it (as JSON, a property list…) when it goes to the background, reads it back at the
/// next launch and hands it to ``Router/restore(_:origin:)``; its contents are the library's:
///
/// ```json
/// {"version":1,"levels":[
///   {"screens":[],"tabs":{"container":"app://home","pushed":[[],["app://repos/42"]],"selected":1}},
///   {"screens":["app://settings","app://settings/theme"],"style":"sheet(medium, large)"}]}
/// ```
///
/// The tabs' root screens are not saved: the tab container makes them again
/// (``TabContainerViewModel/makeTabs()``); what was pushed on each tab is. A split's columns
/// save their roots only when they are ``Restorable`` (a detail that
/// ``NavigationServices/showInColumn(_:_:animated:)`` put there); otherwise the container makes
/// them again (``SplitContainerViewModel/makeColumns()``):
///
/// ```json
/// {"screens":[],"split":{"container":"app://library","focused":"detail",
///   "columns":[{"column":"sidebar","pushed":[]},{"column":"detail","root":"app://books/7","pushed":[]}]}}
/// ```
public struct RestorationState: Codable, Hashable, Sendable {
    /// The version of the format this library writes and reads.
    static let currentVersion = 1

    /// One level: a navigation controller's screens, or (at the root) a tab or split controller.
    struct Level: Codable, Hashable, Sendable {
        /// The screens' URLs, root first; empty for a tab or split level.
        var screens: [String]
        /// The tab controller, for a tab level.
        var tabs: Tabs?
        /// The split controller, for a split level.
        var split: Split?
        /// How a modal level was presented; `nil` for the root level and for
        /// ``ModalStyle/automatic`` (so states saved before styles existed read the same).
        var style: ModalStyle?

        /// A level of one navigation controller.
        ///
        /// - Parameters:
        ///   - screens: Its screens' URLs, root first.
        ///   - style: How the level is presented, when it is a modal level in a style other than
        ///     ``ModalStyle/automatic``.
        init(screens: [String], style: ModalStyle? = nil) {
            self.screens = screens
            self.tabs = nil
            self.split = nil
            self.style = style == .automatic ? nil : style
        }

        /// A tab level.
        ///
        /// - Parameter tabs: The tab container and what each tab holds.
        init(tabs: Tabs) {
            self.screens = []
            self.tabs = tabs
            self.split = nil
            self.style = nil
        }

        /// A split level.
        ///
        /// - Parameter split: The split container and what each column holds.
        init(split: Split) {
            self.screens = []
            self.tabs = nil
            self.split = split
            self.style = nil
        }
    }

    /// A saved split controller.
    struct Split: Codable, Hashable, Sendable {
        /// One saved column.
        struct Column: Codable, Hashable, Sendable {
            /// Which column.
            var column: SplitColumn
            /// The URL of the column's root, when it was saved; `nil` for the container's own.
            var root: String?
            /// The URLs of the screens pushed on the root, bottom first.
            var pushed: [String]

            /// Creates a saved column.
            ///
            /// - Parameters:
            ///   - column: Which column.
            ///   - root: The URL of its root, or `nil` for the container's own.
            ///   - pushed: The URLs of the screens pushed on the root.
            init(column: SplitColumn, root: String? = nil, pushed: [String]) {
                self.column = column
                self.root = root
                self.pushed = pushed
            }

            /// The column's URLs, its root's first.
            var urls: [String] { (root.map { [$0] } ?? []) + pushed }
        }

        /// The split container's URL.
        var container: String
        /// The columns, in order.
        var columns: [Column]
        /// The focused column.
        var focused: SplitColumn

        /// Creates a saved split controller.
        ///
        /// - Parameters:
        ///   - container: The split container's URL.
        ///   - columns: The columns, in order.
        ///   - focused: The focused column.
        init(container: String, columns: [Column], focused: SplitColumn) {
            self.container = container
            self.columns = columns
            self.focused = focused
        }
    }

    /// A saved tab controller.
    struct Tabs: Codable, Hashable, Sendable {
        /// The tab container's URL.
        var container: String
        /// For each tab, the URLs of the screens pushed on its root, bottom first.
        var pushed: [[String]]
        /// The selected tab.
        var selected: Int

        /// Creates a saved tab controller.
        ///
        /// - Parameters:
        ///   - container: The tab container's URL.
        ///   - pushed: For each tab, the URLs of the screens pushed on its root.
        ///   - selected: The selected tab.
        init(container: String, pushed: [[String]], selected: Int) {
            self.container = container
            self.pushed = pushed
            self.selected = selected
        }
    }

    /// The format's version (``currentVersion`` when written by this library).
    var version: Int
    /// The levels: index 0 the root, each above it a modal level.
    var levels: [Level]

    /// Creates a state.
    ///
    /// - Parameters:
    ///   - levels: The levels, root first.
    ///   - version: The format's version.
    init(levels: [Level], version: Int = RestorationState.currentVersion) {
        self.levels = levels
        self.version = version
    }
}
