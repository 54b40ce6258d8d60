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

    // The requirements of `ContainerHost`, which documents them.

    func didAttach(_ renderer: ContainerRenderer<UIKitHost>) {
        self.renderer = renderer
    }

    func makeContainer(for screen: any Screen, id: ScreenID) -> UIViewController {
        makeViewController(screen)
    }

    func makeNavigationContainer(id: NavigationControllerID, children: [UIViewController]) -> UIViewController {
        let navigationController = UINavigationController()
        navigationController.setViewControllers(children, animated: false)
        navigationController.delegate = self
        return navigationController
    }

    func makeTabContainer(tabs: [UIViewController], selectedIndex: Int) -> UIViewController {
        let tabBarController = UITabBarController()
        tabBarController.setViewControllers(tabs, animated: false)
        tabBarController.selectedIndex = selectedIndex
        tabBarController.delegate = self
        return tabBarController
    }

    func setRoot(_ root: UIViewController) {
        window.rootViewController = root
        window.makeKeyAndVisible()
    }

    func children(of navigationContainer: UIViewController) -> [UIViewController] {
        (navigationContainer as? UINavigationController)?.viewControllers ?? []
    }

    func setChildren(
        _ children: [UIViewController], of navigationContainer: UIViewController, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        guard let navigationController = navigationContainer as? UINavigationController else { return completion() }
        navigationController.setViewControllers(children, animated: animated)
        Self.afterTransition(of: navigationController, completion)
    }

    func selectTab(_ index: Int, of tabContainer: UIViewController) {
        (tabContainer as? UITabBarController)?.selectedIndex = index
    }

    func present(
        _ container: UIViewController, from presenter: UIViewController, style: PresentationStyle, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        Self.apply(style, to: container, from: presenter)
        // Set after the style: reading `presentationController` makes it for the style set now.
        container.presentationController?.delegate = self
        presenter.present(container, animated: animated) {
            MainActor.assumeIsolated { completion() }
        }
    }

    func presentedContainer(of container: UIViewController) -> UIViewController? {
        container.presentedViewController.flatMap { $0.isBeingDismissed ? nil : $0 }
    }

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
