import Wayfinder

/// What the terminal shows for a sample view model: a title, some lines and numbered actions.
///
/// Every feature module's view models conform, so the app shell renders any of them with one
/// ``TextScreen`` without importing the module that defines it.
public protocol SampleViewModel: ViewModel {
    /// The screen's title, also used in the breadcrumb.
    var title: String { get }
    /// The screen's content.
    var lines: [String] { get }
    /// The actions offered, numbered from 1 on screen.
    var actions: [SampleAction] { get }
}
