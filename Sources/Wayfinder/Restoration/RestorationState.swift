/// A navigation stack saved as route URLs: levels, tabs and screens. It is `Codable`, so an app
/// writes it (as JSON, a property list…) when it goes to the background and hands it to
/// ``Router/restore(_:origin:)`` at the next launch.
///
/// ```json
/// {"version":1,"levels":[
///   {"screens":[],"tabs":{"container":"app://home","pushed":[[],["app://repos/42"]],"selected":1}},
///   {"screens":["app://settings","app://settings/theme"],"style":"sheet(medium, large)"}]}
/// ```
///
/// The tabs' root screens are not saved: the tab container makes them again
/// (``TabContainerViewModel/makeTabs()``); what was pushed on each tab is.
public struct RestorationState: Codable, Hashable, Sendable {
    /// The version of the format this library writes and reads.
    public static let currentVersion = 1

    /// One level: a navigation controller's screens, or (at the root) a tab controller.
    public struct Level: Codable, Hashable, Sendable {
        /// The screens' URLs, root first; empty for a tab level.
        public var screens: [String]
        /// The tab controller, for a tab level.
        public var tabs: Tabs?
        /// How a modal level was presented; `nil` for the root level and for
        /// ``PresentationStyle/automatic`` (so states saved before styles existed read the same).
        public var style: PresentationStyle?

        /// A level of one navigation controller.
        ///
        /// - Parameters:
        ///   - screens: Its screens' URLs, root first.
        ///   - style: How the level is presented, when it is a modal level in a style other than
        ///     ``PresentationStyle/automatic``.
        public init(screens: [String], style: PresentationStyle? = nil) {
            self.screens = screens
            self.tabs = nil
            self.style = style == .automatic ? nil : style
        }

        /// A tab level.
        ///
        /// - Parameter tabs: The tab container and what each tab holds.
        public init(tabs: Tabs) {
            self.screens = []
            self.tabs = tabs
            self.style = nil
        }
    }

    /// A saved tab controller.
    public struct Tabs: Codable, Hashable, Sendable {
        /// The tab container's URL.
        public var container: String
        /// For each tab, the URLs of the screens pushed on its root, bottom first.
        public var pushed: [[String]]
        /// The selected tab.
        public var selected: Int

        /// Creates a saved tab controller.
        ///
        /// - Parameters:
        ///   - container: The tab container's URL.
        ///   - pushed: For each tab, the URLs of the screens pushed on its root.
        ///   - selected: The selected tab.
        public init(container: String, pushed: [[String]], selected: Int) {
            self.container = container
            self.pushed = pushed
            self.selected = selected
        }
    }

    /// The format's version (``currentVersion`` when written by this library).
    public var version: Int
    /// The levels: index 0 the root, each above it a modal level.
    public var levels: [Level]

    /// Creates a state.
    ///
    /// - Parameters:
    ///   - levels: The levels, root first.
    ///   - version: The format's version.
    public init(levels: [Level], version: Int = RestorationState.currentVersion) {
        self.levels = levels
        self.version = version
    }
}
