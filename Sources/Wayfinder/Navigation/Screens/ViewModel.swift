/// A view model: the object that decides what a screen shows and where the user goes next.
///
/// A view model navigates through ``NavigationServices`` and never names a screen type, so it
/// can be unit-tested without any UI. The protocol has no requirements; it marks the classes
/// that ``ScreenMap`` can map to a screen.
///
/// View models are classes: the navigation stack tells them apart by identity (``NavigationServices/popTo(_:animated:)``
/// finds *this* instance, not an equal one) and releases them when their screen leaves the stack.
/// The protocol is `@MainActor`, as navigation state is: a class that adopts it in its own
/// declaration is main-actor isolated, like a SwiftUI view or a UIKit view controller.
///
/// ```swift
/// final class RepositoryViewModel: ViewModel {
///     let services: any NavigationServices
///     init(services: any NavigationServices) { self.services = services }
///     func openIssue(_ number: Int) { services.push(IssueViewModel(number: number)) }
/// }
/// ```
@MainActor
public protocol ViewModel: AnyObject {}
