/// A view model or URL that saving or restoring a stack could not carry over. Issues are
/// reported, never dropped in silence; the rest of the stack is saved or restored without them.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum RestorationIssue: Hashable, Sendable, CustomStringConvertible {
    /// Saving: the view model of this screen (or the tab container, with no screen) does not
    /// adopt ``Restorable``, or its ``Restorable/restorationURL`` is `nil`.
    case notRestorable(viewModel: String, screen: ScreenID?)
    /// Restoring: the router could not open the URL.
    case unresolved(url: String, error: RoutingError)
    /// Restoring: the URL's route answered something other than what the place needs (a value,
    /// `handled`, a tab container where a screen goes, or a screen where a tab container goes).
    case notAScreen(url: String, found: String)
    /// The screen was left out with its level or tab: the level's tab container could not be saved
    /// or restored, or the container no longer makes that tab.
    case levelLost(url: String)
    /// Restoring: the state was written in a format version this library does not read.
    case unsupportedVersion(Int)
    /// Saving: a question was shown, and questions are not saved. The stack under it is; after a
    /// restoration the user sees that stack, and asks again (the task that awaited the answer
    /// did not survive the app's process). The question shown in a running app when it restores
    /// is taken away like any command's (its asker gets the cancel button's answer).
    case questionNotSaved(title: String)

    /// A sentence that says what was left out and why.
    public var description: String {
        switch self {
        case .notRestorable(let viewModel, let screen):
            "\(screen.map { "\($0) " } ?? "")\(viewModel) is not restorable (no restorationURL)"
        case .unresolved(let url, let error):
            "\(url) could not be opened: \(error)"
        case .notAScreen(let url, let found):
            "\(url) does not make what its place needs: it answered \(found)"
        case .levelLost(let url):
            "\(url) was left out with its level or tab, which could not be saved or restored"
        case .unsupportedVersion(let version):
            "the state's format version \(version) is not \(RestorationState.currentVersion)"
        case .questionNotSaved(let title):
            "the question \"\(title)\" was shown; questions are not saved"
        }
    }
}
