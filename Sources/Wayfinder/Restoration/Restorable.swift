import Foundation

/// A view model that can be saved and brought back after relaunch: it says which URL the app's
/// ``Router`` opens to make it again.
///
/// ```swift
/// final class RepositoryViewModel: ViewModel, Restorable {
///     let id: Int
///     var restorationURL: URL? { URL(string: "app://repos/\(id)") }
/// }
/// ```
///
/// ``NavigationControllerStack/restorationState()`` saves the stack as these URLs;
/// ``Router/restore(_:origin:)`` opens them again. A view model that does not adopt the protocol,
/// or answers `nil`, is reported as a ``RestorationIssue``, never dropped in silence.
@MainActor
public protocol Restorable: ViewModel {
    /// The URL that makes this view model again, or `nil` when it cannot be restored now.
    var restorationURL: URL? { get }
}
