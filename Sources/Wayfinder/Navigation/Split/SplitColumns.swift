/// The root view model of each column of a split container, as
/// ``SplitContainerViewModel/makeColumns()`` makes them: a sidebar and a detail column, and
/// optionally a supplementary column between them.
@MainActor
public struct SplitColumns {
    /// The sidebar's root view model.
    package let sidebar: any ViewModel
    /// The supplementary column's root view model, for a three-column split.
    package let supplementary: (any ViewModel)?
    /// The detail column's root view model: often a placeholder ("Select a repository") that
    /// ``NavigationServices/showInColumn(_:_:animated:)`` replaces.
    package let detail: any ViewModel

    /// Describes the columns.
    ///
    /// - Parameters:
    ///   - sidebar: The sidebar's root view model.
    ///   - supplementary: The supplementary column's root view model; `nil` (the default) for a
    ///     two-column split.
    ///   - detail: The detail column's root view model.
    public init(sidebar: any ViewModel, supplementary: (any ViewModel)? = nil, detail: any ViewModel) {
        self.sidebar = sidebar
        self.supplementary = supplementary
        self.detail = detail
    }

    /// The columns there are, in order.
    var columns: [SplitColumn] {
        supplementary == nil ? [.sidebar, .detail] : [.sidebar, .supplementary, .detail]
    }

    /// The root view models, in column order.
    var roots: [any ViewModel] {
        if let supplementary { [sidebar, supplementary, detail] } else { [sidebar, detail] }
    }
}
