/// A view model that something can show and the ``ScreenMap`` has no screen for, or something
/// that does not say what it shows: one finding of ``Router/validateScreens(in:)`` and
/// WayfinderComponents' `ModuleHost.validateScreens()`.
///
/// ```
/// IssueViewModel has no screen; needed by route app://repos/:name/issues/:number<Int>
/// route app://legacy/:id does not declare the view models it shows; not checked
/// ```
///
/// The check reads what each route, manifest and tab container *declares*: a route's handler is
/// code, and runs only when a URL opens. An empty list means every declared view model has a
/// screen and everything declares.
public struct MissingScreen: Hashable, Sendable, CustomStringConvertible {
    /// The view model type without a screen, as Swift prints it; `nil` when ``neededBy`` does not
    /// declare what it shows, so it could not be checked.
    public let viewModel: String?
    /// What shows the view model.
    public let neededBy: ScreenDemand

    /// Creates a finding, as a test compares it.
    ///
    /// - Parameters:
    ///   - viewModel: The view model type without a screen, or `nil` for something unchecked.
    ///   - neededBy: What shows it.
    package init(viewModel: String?, neededBy: ScreenDemand) {
        self.viewModel = viewModel
        self.neededBy = neededBy
    }

    /// Whether this finding is a route, fallback or tab container that does not declare the view
    /// models it shows, rather than a missing screen.
    package var isUnchecked: Bool { viewModel == nil }

    /// A sentence naming the view model and what needs it.
    public var description: String {
        guard let viewModel else { return "\(neededBy) does not declare the view models it shows; not checked" }
        return "\(viewModel) has no screen; needed by \(neededBy)"
    }
}
