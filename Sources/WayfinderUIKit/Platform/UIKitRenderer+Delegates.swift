// Compiled on Apple platforms with UIKit only; see UIKitHost.swift.
#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UIKitRenderer {
    /// The app's own delegate of the navigation controllers the renderer shows: it hears every
    /// callback. Set it here, not on a navigation controller the renderer made, whose delegate is
    /// the renderer's; one set on a navigation controller of the app's that the renderer adopted
    /// comes here by itself, held weakly as UIKit holds it. The renderer keeps one set here
    /// (UIKit reads which methods a delegate answers once, when it is set); set `nil` to let it
    /// go.
    public var navigationControllerDelegate: (any UINavigationControllerDelegate)? {
        get { host.navigationDelegate.app }
        set {
            host.navigationDelegate.keep(newValue)
            host.delegatesChanged()
        }
    }

    /// The app's own delegate of the tab bar controller the renderer shows for a root tab
    /// container (`tabBarController(_:shouldSelect:)` among its callbacks). The renderer keeps it.
    public var tabBarControllerDelegate: (any UITabBarControllerDelegate)? {
        get { host.tabBarDelegate.app }
        set {
            host.tabBarDelegate.app = newValue
            host.delegatesChanged()
        }
    }

    /// The app's own delegate of the presentations the renderer makes (adaptive styles,
    /// `presentationControllerShouldDismiss(_:)` among its callbacks), for the levels presented
    /// from now on. The renderer keeps it.
    public var adaptivePresentationDelegate: (any UIAdaptivePresentationControllerDelegate)? {
        get { host.presentationDelegate.app }
        set { host.presentationDelegate.app = newValue }
    }
}
#endif
