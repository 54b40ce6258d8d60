import UIKit
import Wayfinder
import WayfinderUIKit

/// The three places a UIKit renderer shows a stack, as the WayfinderUIKit landing page lists them.
@MainActor
final class Placements {
    private var renderer: UIKitRenderer?

    func show(
        _ navigator: Navigator, window: UIWindow, settingsNavigation: UINavigationController,
        tabBarController: UITabBarController
    ) throws {
        renderer = try UIKitRenderer(window: window, navigator: navigator)
        renderer = try UIKitRenderer(navigationController: settingsNavigation, navigator: navigator)
        renderer = try UIKitRenderer(tab: 2, of: tabBarController, navigator: navigator)
    }
}
