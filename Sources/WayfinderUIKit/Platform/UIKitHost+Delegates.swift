// Compiled on Apple platforms with UIKit only; see UIKitHost.swift. UIKit's delegate protocols
// are main-actor protocols: these methods run on the main actor.
//
// The host is the delegate of the navigation controllers, the tab bar controller and the
// presentations it shows, and the app's own delegates stay behind it:
// - the callbacks the renderer needs (a navigation controller's willShow and didShow, a tab's
//   didSelect, a sheet's willDismiss and didDismiss) go to the app's delegate first, then to
//   the renderer;
// - every other callback (custom transitions and interaction controllers, shouldSelect,
//   orientations, adaptive presentation, shouldDismiss, didAttemptToDismiss) goes to the app's
//   delegate alone, through the Objective-C runtime's forwarding: the host answers
//   `responds(to:)` for what the app's delegate implements and hands the message on, so UIKit
//   behaves as if the app's delegate were set directly (a method it lacks stays unimplemented).
#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

extension UIKitHost {
    /// Whether the host, or an app delegate behind it, implements a delegate method.
    override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || forwardingTarget(for: aSelector) != nil
    }

    /// The app delegate that implements a method the host does not: UIKit's message goes to it.
    override func forwardingTarget(for aSelector: Selector!) -> Any? {
        let delegates: [(any NSObjectProtocol)?] = [navigationDelegate, tabBarDelegate, presentationDelegate]
        return delegates.lazy.compactMap { $0 }.first { $0.responds(to: aSelector) }
    }
}

extension UIKitHost: UINavigationControllerDelegate {
    /// A navigation controller starts a transition (the renderer's own, a back tap or a back
    /// swipe): the app's delegate hears it, then the renderer hears that it began, and that it
    /// ended once its transition coordinator is done — also when the user cancels the swipe
    /// halfway, which UIKit before iOS 18 reports through the coordinator only.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        navigationDelegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
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
    /// call changes nothing). The app's delegate hears it first.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        navigationDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
        renderer?.navigationTransitionDidEnd(in: navigationController)
    }
}

extension UIKitHost: UITabBarControllerDelegate {
    /// The user tapped a tab (UIKit calls this for taps only, the selected tab's included): the
    /// app's delegate hears it, then the renderer.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        tabBarDelegate?.tabBarController?(tabBarController, didSelect: viewController)
        renderer?.tabWasSelected(tabBarController.selectedIndex)
    }
}
#endif
