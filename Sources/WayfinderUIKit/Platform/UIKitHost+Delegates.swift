// Compiled on Apple platforms with UIKit only; see UIKitHost.swift. UIKit's delegate protocols
// are main-actor protocols: these methods run on the main actor.
#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

extension UIKitHost: UINavigationControllerDelegate {
    /// A navigation controller starts a transition (the renderer's own, a back tap or a back
    /// swipe): the renderer hears that it began, and that it ended once its transition
    /// coordinator is done — also when the user cancels the swipe halfway, which UIKit before
    /// iOS 18 reports through the coordinator only.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        renderer?.navigationTransitionWillBegin(in: navigationController)
        guard let coordinator = navigationController.transitionCoordinator else { return }
        coordinator.animate(alongsideTransition: nil) { [weak self, weak navigationController] _ in
            MainActor.assumeIsolated {
                if let navigationController { self?.renderer?.navigationTransitionDidEnd(in: navigationController) }
            }
        }
    }

    /// A navigation controller's transition is over (called again after the coordinator's
    /// completion, and on iOS 18 after a cancelled swipe too: the renderer compares, so a second
    /// call changes nothing).
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        renderer?.navigationTransitionDidEnd(in: navigationController)
    }
}

extension UIKitHost: UITabBarControllerDelegate {
    /// The user tapped a tab (UIKit calls this for taps only, the selected tab's included).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        renderer?.tabWasSelected(tabBarController.selectedIndex)
    }
}
#endif
