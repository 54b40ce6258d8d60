// Compiled on Apple platforms with UIKit only (iOS, iPadOS, tvOS, visionOS, Mac Catalyst); on
// other systems this library is empty. Every decision lives in `ContainerRenderer` (in
// Wayfinder), which is tested everywhere against a simulated UIKit; this file only does what it
// is told and passes UIKit's delegate callbacks on.
#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

/// UIKit as a `ContainerHost`: navigation controllers, a tab bar controller and modal
/// presentations in a window, with itself as their delegate.
@MainActor
final class UIKitHost: NSObject, ContainerHost {
    /// The window whose root view controller shows the stack.
    let window: UIWindow
    private let makeViewController: @MainActor (any Screen) -> UIViewController
    /// The renderer that hears UIKit's callbacks.
    private(set) weak var renderer: ContainerRenderer<UIKitHost>?

    /// Creates a host for a window.
    ///
    /// - Parameters:
    ///   - window: The window to show the stack in.
    ///   - makeViewController: Makes the view controller of a screen.
    init(window: UIWindow, makeViewController: @escaping @MainActor (any Screen) -> UIViewController) {
        self.window = window
        self.makeViewController = makeViewController
    }

    /// Keeps the renderer (weakly), to pass UIKit's delegate callbacks on.
    ///
    /// - Parameter renderer: The renderer that drives this host.
    func didAttach(_ renderer: ContainerRenderer<UIKitHost>) {
        self.renderer = renderer
    }

    /// Makes a screen's view controller.
    ///
    /// - Parameters:
    ///   - screen: The screen from the stack, to show in a view controller.
    ///   - id: The screen's identifier in the stack.
    /// - Returns: The view controller `makeViewController` makes.
    func makeContainer(for screen: any Screen, id: ScreenID) -> UIViewController {
        makeViewController(screen)
    }

    /// Makes a navigation controller holding these children.
    ///
    /// - Parameters:
    ///   - id: The stack's navigation controller it shows.
    ///   - children: Its children, root first.
    /// - Returns: The navigation controller.
    func makeNavigationContainer(id: NavigationControllerID, children: [UIViewController]) -> UIViewController {
        let navigationController = UINavigationController()
        navigationController.setViewControllers(children, animated: false)
        navigationController.delegate = self
        return navigationController
    }

    /// Makes the tab bar controller holding these stacks.
    ///
    /// - Parameters:
    ///   - tabs: One navigation stack per tab.
    ///   - selectedIndex: The selected tab.
    /// - Returns: The tab bar controller.
    func makeTabContainer(tabs: [UIViewController], selectedIndex: Int) -> UIViewController {
        let tabBarController = UITabBarController()
        tabBarController.setViewControllers(tabs, animated: false)
        tabBarController.selectedIndex = selectedIndex
        tabBarController.delegate = self
        return tabBarController
    }

    /// Shows the root view controller of the window.
    ///
    /// - Parameter root: The new root.
    func setRoot(_ root: UIViewController) {
        window.rootViewController = root
        window.makeKeyAndVisible()
    }

    /// The children of a navigation controller as they are now.
    ///
    /// - Parameter navigationContainer: The navigation controller.
    /// - Returns: Its children, root first.
    func children(of navigationContainer: UIViewController) -> [UIViewController] {
        (navigationContainer as? UINavigationController)?.viewControllers ?? []
    }

    /// Sets a navigation controller's children and calls `completion` once the transition is over.
    ///
    /// - Parameters:
    ///   - children: The children, root first.
    ///   - navigationContainer: The navigation controller.
    ///   - animated: Whether to animate.
    ///   - completion: Called once the transition is over.
    func setChildren(
        _ children: [UIViewController], of navigationContainer: UIViewController, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        guard let navigationController = navigationContainer as? UINavigationController else { return completion() }
        navigationController.setViewControllers(children, animated: animated)
        Self.afterTransition(of: navigationController, completion)
    }

    /// Selects a tab.
    ///
    /// - Parameters:
    ///   - index: The tab's index, from 0.
    ///   - tabContainer: The tab bar controller.
    func selectTab(_ index: Int, of tabContainer: UIViewController) {
        (tabContainer as? UITabBarController)?.selectedIndex = index
    }

    /// Presents a level in its style and calls `completion` once it is on screen.
    ///
    /// - Parameters:
    ///   - container: The level's navigation controller.
    ///   - presenter: The container of the level below.
    ///   - style: The presentation style.
    ///   - animated: Whether to animate.
    ///   - completion: Called once the presentation is over.
    func present(
        _ container: UIViewController, from presenter: UIViewController, style: PresentationStyle, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        // Something the app presented itself (an alert, a share sheet) may cover the level below:
        // UIKit refuses to present from a view controller that already presents, without calling
        // the completion, so the level goes on top of it.
        var presenter = presenter
        while let presented = presenter.presentedViewController, !presented.isBeingDismissed { presenter = presented }
        Self.apply(style, to: container, from: presenter)
        // Set after the style: reading `presentationController` makes it for the style set now.
        container.presentationController?.delegate = self
        presenter.present(container, animated: animated) {
            MainActor.assumeIsolated { completion() }
        }
    }

    /// Dismisses a presented level and those above it, and calls `completion` once they are gone.
    ///
    /// - Parameters:
    ///   - container: The presented navigation controller.
    ///   - animated: Whether to animate.
    ///   - completion: Called once the dismissal is over.
    func dismiss(_ container: UIViewController, animated: Bool, completion: @escaping @MainActor () -> Void) {
        guard let presenter = container.presentingViewController else { return completion() }
        presenter.dismiss(animated: animated) {
            MainActor.assumeIsolated { completion() }
        }
    }

    /// Calls `completion` when the view controller's transition ends, or at once when none runs
    /// (not animated, or not in a window).
    static func afterTransition(of viewController: UIViewController, _ completion: @escaping @MainActor () -> Void) {
        guard let coordinator = viewController.transitionCoordinator else { return completion() }
        coordinator.animate(alongsideTransition: nil) { _ in
            MainActor.assumeIsolated { completion() }
        }
    }
}
#endif
