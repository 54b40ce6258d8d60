// Compiled on Apple platforms with UIKit only; see UIKitHost.swift.
//
// A flow inside the app: the navigation controller of the app's the renderer shows its root level
// in (`ContainerPlacement`), found in a tab of the app's tab bar controller or given as it is.
#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

extension UIKitHost {
    // The placement requirements of `ContainerHost`, which documents them.

    func adopt(_ navigationContainer: UIViewController) {
        guard let navigationController = navigationContainer as? UINavigationController else { return }
        if navigationDelegate.app == nil, let own = navigationController.delegate, own !== navigationDelegate {
            followAdoptedDelegate(own)
        }
        adopted = navigationController
        listen(to: navigationController)
        // A delegate the app sets later (in a tab bar's `viewDidLoad`, say) would cut the
        // renderer off from the controller's transitions: it goes behind the forwarder instead.
        adoptedDelegateObservation = navigationController.observe(\.delegate) { [weak self] _, _ in
            MainActor.assumeIsolated { self?.adoptedDelegateDidChange() }
        }
    }

    func navigationContainer(inTab index: Int, of tabContainer: UIViewController) -> UIViewController? {
        guard let tabs = (tabContainer as? UITabBarController)?.viewControllers, tabs.indices.contains(index) else { return nil }
        return tabs[index] as? UINavigationController
    }
}
#endif
