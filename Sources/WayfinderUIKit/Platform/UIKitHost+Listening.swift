// Compiled on Apple platforms with UIKit only; see UIKitHost.swift.
//
// The host as the delegate of what it shows: becoming it, and becoming it again when an app
// delegate behind it changes (UIKit reads a delegate's methods when it is set).
#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

extension UIKitHost {
    /// Becomes the delegate of a navigation, tab bar or split view controller, and remembers it.
    func listen(to controller: UIViewController) {
        listened.removeAll { $0.controller == nil }
        popGestureForwarders.removeAll(where: \.isOrphaned)
        listened.append(WeakController(controller: controller))
        becomeDelegate(of: controller)
    }

    private func becomeDelegate(of controller: UIViewController) {
        isBecomingDelegate = true
        defer { isBecomingDelegate = false }
        if let navigationController = controller as? UINavigationController {
            navigationController.delegate = nil  // UIKit reads the delegate's methods again
            navigationController.delegate = navigationDelegate
            guardPopGesture(of: navigationController)
        } else if let tabBarController = controller as? UITabBarController {
            tabBarController.delegate = nil
            tabBarController.delegate = tabBarDelegate
        } else if let splitViewController = controller as? UISplitViewController {
            splitViewController.delegate = nil
            splitViewController.delegate = splitDelegate
        }
    }

    /// The app set the adopted navigation controller's delegate (or took it away) after the host
    /// became it: the app's goes behind the forwarder, which becomes the delegate again, so the
    /// renderer goes on hearing the controller's transitions and the app's delegate hears them
    /// all, as when it was set before adoption.
    func adoptedDelegateDidChange() {
        // Another host's forwarder took the delegate (a second renderer adopted the controller):
        // it wraps the app's delegate now, and this host lets it be.
        guard !isBecomingDelegate, let adopted, adopted.delegate !== navigationDelegate,
              !(adopted.delegate is NavigationDelegateForwarder)
        else { return }
        followAdoptedDelegate(adopted.delegate)
        delegatesChanged()
    }

    /// Puts a delegate the app set on the adopted navigation controller behind the forwarder,
    /// held weakly as UIKit holds it; when it goes, the forwarder is set again, so that UIKit
    /// stops sending the methods it answered.
    func followAdoptedDelegate(_ delegate: (any UINavigationControllerDelegate)?) {
        navigationDelegate.follow(delegate) { [weak self] in self?.delegatesChanged() }
    }

    /// An app delegate changed: every listened controller reads the host's methods again.
    func delegatesChanged() {
        listened.removeAll { $0.controller == nil }
        for entry in listened {
            if let controller = entry.controller { becomeDelegate(of: controller) }
        }
    }

    struct WeakController {
        weak var controller: UIViewController?
    }
}
#endif
