import Wayfinder

/// The view-controller world the UIKit adapter drives: UIKit itself in an app (``UIKitHost``,
/// compiled where UIKit exists), a simulation in the tests that run everywhere.
///
/// A host only does what it is told and reports what UIKit tells it; every decision — what to
/// build, what to reuse, when a change of the screen is the user's — is
/// ``ViewControllerRenderer``'s. A host calls the renderer's event methods
/// (``ViewControllerRenderer/navigationTransitionWillBegin(in:isInteractive:)`` and the others)
/// from UIKit's delegates.
@MainActor
public protocol ViewControllerHost: AnyObject {
    /// A view controller (`UIViewController` in UIKit).
    associatedtype ViewController: AnyObject

    /// Makes the view controller that shows a screen.
    ///
    /// - Parameters:
    ///   - screen: The screen, from the stack.
    ///   - id: The screen's identifier.
    /// - Returns: Its view controller.
    func makeViewController(for screen: any Screen, id: ScreenID) -> ViewController

    /// Makes a navigation controller (`UINavigationController`) holding these children, with the
    /// host as its delegate.
    ///
    /// - Parameters:
    ///   - id: The identifier of the stack's navigation controller it shows.
    ///   - children: Its children, root first.
    /// - Returns: The navigation controller.
    func makeNavigationController(id: NavigationControllerID, children: [ViewController]) -> ViewController

    /// Makes a tab bar controller (`UITabBarController`) holding these navigation controllers,
    /// with the host as its delegate.
    ///
    /// - Parameters:
    ///   - tabs: One navigation controller per tab.
    ///   - selectedIndex: The selected tab.
    /// - Returns: The tab bar controller.
    func makeTabBarController(tabs: [ViewController], selectedIndex: Int) -> ViewController

    /// Shows a view controller as the window's root, replacing the old one.
    ///
    /// - Parameter root: The new root.
    func setRoot(_ root: ViewController)

    /// The children of a navigation controller, as UIKit has them now (`viewControllers`).
    ///
    /// - Parameter navigationController: A navigation controller the host made.
    /// - Returns: Its children, root first.
    func children(of navigationController: ViewController) -> [ViewController]

    /// Sets the children of a navigation controller (`setViewControllers(_:animated:)`) and calls
    /// `completion` when the transition is over (at once when there is none).
    ///
    /// - Parameters:
    ///   - children: The children, root first.
    ///   - navigationController: A navigation controller the host made.
    ///   - animated: Whether to animate.
    ///   - completion: Called once the transition is over.
    func setChildren(
        _ children: [ViewController], of navigationController: ViewController, animated: Bool,
        completion: @escaping @MainActor () -> Void)

    /// Selects a tab of a tab bar controller the host made.
    ///
    /// - Parameters:
    ///   - index: The tab.
    ///   - tabBarController: The tab bar controller.
    func selectTab(_ index: Int, of tabBarController: ViewController)

    /// Presents a view controller from another, in a style, and calls `completion` when it is on
    /// screen. The host makes itself the presentation's delegate, so it hears a swipe-down.
    ///
    /// - Parameters:
    ///   - viewController: The navigation controller of the new modal level.
    ///   - presenter: The container of the level below.
    ///   - style: The level's presentation style.
    ///   - animated: Whether to animate.
    ///   - completion: Called once the presentation is over.
    func present(
        _ viewController: ViewController, from presenter: ViewController, style: PresentationStyle, animated: Bool,
        completion: @escaping @MainActor () -> Void)

    /// Dismisses a presented view controller and everything it presents, and calls `completion`
    /// when they are gone.
    ///
    /// - Parameters:
    ///   - viewController: The presented view controller (the lowest level to dismiss).
    ///   - animated: Whether to animate.
    ///   - completion: Called once the dismissal is over.
    func dismiss(_ viewController: ViewController, animated: Bool, completion: @escaping @MainActor () -> Void)
}
