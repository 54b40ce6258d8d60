import SampleKit
import Wayfinder

/// The repository browser's detail column before a repository is chosen, and after the one
/// shown was deleted.
public final class NoRepositorySelectedViewModel: SampleViewModel {
    /// Creates the placeholder.
    public init() {}

    /// "Select a repository".
    public var title: String { "Select a repository" }
    /// Where to choose one.
    public var lines: [String] { ["The repository chosen in the sidebar shows here."] }
    /// None.
    public var actions: [SampleAction] { [] }
}
