import Wayfinder

/// What the terminal shows: the tab bar, the path through the stack, the top screen (or a
/// split's columns side by side), the question asked over it, and the last navigation event.
public struct SampleFrame: Equatable, Sendable {
    /// The tabs' titles, or none when the root is not a tab bar.
    public var tabs: [String]
    /// The selected tab's index, when there are tabs.
    public var selectedTab: Int?
    /// The titles of the screens, one array per level (the root level, then each sheet), root first.
    /// A split at the root counts the stack it shows on top: its one stack when collapsed, its
    /// detail column when its columns are side by side (then ``columns`` has them all).
    public var path: [[String]]
    /// The titles of the screens of each column of a split at the root, sidebar first, when its
    /// columns are side by side; empty otherwise.
    public var columns: [[String]]
    /// How each level is presented: `nil` for the root, a sheet's style for the others.
    public var styles: [ModalStyle?]
    /// The top screen, as lines of text.
    public var screen: [String]
    /// The question asked over the top screen, as lines of text (its title, message, text field
    /// and numbered answers); empty when none is.
    public var question: [String]
    /// The last navigation or routing event.
    public var status: String
    /// Who is signed in.
    public var account: String?

    /// Creates a frame.
    ///
    /// - Parameters:
    ///   - tabs: The tabs' titles, or none.
    ///   - selectedTab: The selected tab's index.
    ///   - path: The screens' titles, one array per level, root first.
    ///   - columns: The screens' titles of each column of a split at the root shown side by
    ///     side; none by default.
    ///   - styles: How each level is presented (`nil` for the root).
    ///   - screen: The top screen, as lines of text.
    ///   - question: The question asked over it, as lines of text; none by default.
    ///   - status: The last navigation or routing event.
    ///   - account: Who is signed in.
    public init(
        tabs: [String], selectedTab: Int?, path: [[String]], columns: [[String]] = [], styles: [ModalStyle?] = [],
        screen: [String], question: [String] = [], status: String, account: String?
    ) {
        self.tabs = tabs
        self.selectedTab = selectedTab
        self.path = path
        self.columns = columns
        self.styles = styles
        self.screen = screen
        self.question = question
        self.status = status
        self.account = account
    }

    /// The tab bar, as in `[1 Repositories]  2 Notifications  3 Profile`, or `nil`.
    public var tabBar: String? {
        guard !tabs.isEmpty else { return nil }
        return tabs.enumerated().map { index, title in
            index == selectedTab ? "[\(index + 1) \(title)]" : " \(index + 1) \(title) "
        }.joined(separator: " ")
    }

    /// The breadcrumb: screens joined by `›`, sheets by `⧉`, a sheet's style other than the
    /// platform's default after it, as in `Repositories ⧉ Settings (sheet(medium, large))`; the
    /// columns of a split side by side joined by `│`, as in `Repositories │ wayfinder`.
    public var breadcrumb: String {
        path.enumerated().map { index, titles in
            if index == 0, !columns.isEmpty { return columns.map { $0.joined(separator: " › ") }.joined(separator: " │ ") }
            let style = styles.indices.contains(index) ? styles[index] : nil
            let suffix = style.map { $0 == .automatic ? "" : " (\($0))" } ?? ""
            return titles.joined(separator: " › ") + suffix
        }.joined(separator: " ⧉ ")
    }

    /// Who is signed in, in words.
    public var accountLine: String { account.map { "signed in as \($0)" } ?? "signed out" }

    /// The frame as plain text, for scripts and logs.
    public var plainText: String {
        var lines = [tabBar.map { "\($0)  · \(accountLine)" } ?? accountLine, breadcrumb, ""]
        lines += screen
        if !question.isEmpty { lines += [""] + question }
        lines += ["", "· \(status)"]
        return lines.joined(separator: "\n")
    }
}
