/// Where a link would land on the stack as it is: which tab, column or level, which screens it
/// keeps there and which it adds, and how many modal levels go. What
/// ``Router/explain(_:landingOn:)`` adds to an explanation.
///
/// ```
/// lands: tab 0, keeping RepositoryListViewModel, RepositoryViewModel; adding IssueViewModel; dismissing 1 modal level
/// ```
///
/// It says what the route's command would do if it applies; a command that fails on this stack
/// (a tab that does not exist) changes nothing when the link is opened.
package struct RouteLanding: Hashable, Sendable, CustomStringConvertible {
    /// Where the screens go.
    package enum Place: Hashable, Sendable {
        /// On top of the top navigation controller of a modal level, or of a root that is one
        /// navigation controller.
        case top
        /// A tab of the root tab container: the selected one for a push, the link's for
        /// `showInTab`.
        case tab(Int)
        /// A column of the root split container: the focused one for a push, the link's for
        /// `showInColumn`.
        case column(SplitColumn)
        /// A new modal level, numbered as in ``StackSnapshot/levels``.
        case modal(level: Int)
        /// A new root: the whole stack is replaced.
        case root
        /// A question over the top level.
        case question
        /// Nowhere: the route hands back a value, or handles the URL itself.
        case nowhere

        /// `top`, `tab 1`, `detail column`, `modal 2`, `a new root`, `a question`, `nowhere`.
        var words: String {
            switch self {
            case .top: "top"
            case .tab(let index): "tab \(index)"
            case .column(let column): "\(column) column"
            case .modal(let level): "modal \(level)"
            case .root: "a new root"
            case .question: "a question"
            case .nowhere: "nowhere"
            }
        }
    }

    /// Where the screens go.
    package let place: Place
    /// The view model types of the screens already there that stay, bottom first (by type name).
    package let kept: [String]
    /// The view model types of the screens the link adds, bottom first.
    package let added: [String]
    /// How many modal levels the link dismisses.
    package let dismissedLevels: Int

    /// Describes a landing.
    package init(place: Place, kept: [String], added: [String], dismissedLevels: Int) {
        self.place = place
        self.kept = kept
        self.added = added
        self.dismissedLevels = dismissedLevels
    }

    /// A line such as `tab 0, keeping RepositoryListViewModel; adding IssueViewModel`.
    package var description: String {
        var parts = [place.words]
        if !kept.isEmpty { parts[0] += ", keeping " + kept.joined(separator: ", ") }
        if !added.isEmpty { parts.append("adding " + added.joined(separator: ", ")) }
        if dismissedLevels > 0 { parts.append("dismissing \(dismissedLevels) modal level\(dismissedLevels == 1 ? "" : "s")") }
        return parts.joined(separator: "; ")
    }
}
