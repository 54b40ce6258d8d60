// Compiled on Apple platforms with UIKit only; see UIKitHost.swift, and DelegateForwarder.swift
// for how the host's forwarders keep the app's own delegates behind them.
#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

/// The delegate of the tab bar controller the renderer shows for a root tab container.
@MainActor
final class TabBarDelegateForwarder: DelegateForwarder, UITabBarControllerDelegate {
    /// The app's own tab bar controller delegate.
    nonisolated(unsafe) var app: (any UITabBarControllerDelegate)?
    override nonisolated var appDelegate: (any NSObjectProtocol)? { app }

    /// The user tapped a tab (UIKit calls this for taps only, the selected tab's included): the
    /// app's delegate hears it, then the renderer.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        app?.tabBarController?(tabBarController, didSelect: viewController)
        host?.renderer?.tabWasSelected(tabBarController.selectedIndex)
    }
}
#endif
