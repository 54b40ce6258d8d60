import SampleKit

/// Stands in for a tab whose module did not start: the home screen shows it in that tab.
public final class UnavailableTabViewModel: SampleViewModel {
    /// The tab whose module did not start.
    public let tab: HomeTab

    /// Creates the placeholder of a tab.
    ///
    /// - Parameter tab: The tab whose module did not start.
    public init(tab: HomeTab) {
        self.tab = tab
    }

    /// The tab's name.
    public var title: String { tab.target }
    /// Why the tab is empty.
    public var lines: [String] { ["The \(tab.target) module did not start."] }
    /// None.
    public var actions: [SampleAction] { [] }
}
