// Compiled on Apple platforms with UIKit only; see UIKitHost.swift.
#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

/// The UIKit adapter: it shows a navigator's stack — a navigation controller per level, a tab
/// bar controller for a root tab container, a column-style split view controller for a root
/// split container, modal presentations in their styles — and reports the user's completed back
/// swipes, sheet drags, tab taps and the split's collapsing and expanding to the navigator.
///
/// It shows the whole window, or one flow inside an app that already exists: a navigation
/// controller the app shows, or one tab of the app's tab bar controller.
///
/// ```swift
/// renderer = try UIKitRenderer(window: window, navigator: navigator)                       // the whole window
/// renderer = try UIKitRenderer(navigationController: settingsNavigation, navigator: navigator)  // one flow
/// renderer = try UIKitRenderer(tab: 2, of: tabBarController, navigator: navigator)          // one tab
/// ```
///
/// Inside the app, the app's own screens at the bottom of the navigation controller stay; the
/// stack's screens go above them, and a modal level is presented from that navigation
/// controller. Such a flow shows one navigation controller: a tab container cannot be its root
/// (`NavigationError.cannotShow(_:for:)`). When the user goes back past the flow's
/// first screen, ``flowWasLeft`` runs.
///
/// The renderer is the delegate of the navigation controllers, tab bar controller and
/// presentations it shows; the app's own delegates go in ``navigationControllerDelegate``,
/// ``tabBarControllerDelegate`` and ``adaptivePresentationDelegate`` (an adopted navigation
/// controller's delegate moves there by itself, when the renderer adopts it or whenever the app
/// sets it later, and is given back when the renderer goes). They hear every callback of their
/// role: the ones the renderer does not need (custom transitions, `shouldSelect`, adaptive
/// styles) as if they were set directly, the others before the renderer does.
///
/// Every decision is `ContainerRenderer`'s, in Wayfinder, tested on any platform against a
/// simulated UIKit; this library only applies it to UIKit. Keep the navigator: it keeps the
/// renderer attached (this object is the handle the app holds).
@MainActor
public final class UIKitRenderer {
    private let renderer: ContainerRenderer<UIKitHost>
    /// The host, whose delegate proxies hold the app's delegates (UIKitRenderer+Delegates.swift).
    let host: UIKitHost

    /// Shows a navigator's stack in a window: its root view controller is the stack's root from
    /// now on.
    ///
    /// - Parameters:
    ///   - window: The window.
    ///   - navigator: The navigator to show, and to report the user's gestures to.
    ///   - timeout: How long the navigator waits for a transition (a user's gesture in progress
    ///     included) before it gives up on it.
    ///   - makeViewController: Makes a screen's view controller; `nil` (the default) uses a screen
    ///     that is a view controller as it is (`final class ProfileViewController:
    ///     UIViewController, Screen`), and an empty view controller titled with the view model's
    ///     type for any other, so that a missing view shows rather than traps.
    /// - Throws: `RendererError.alreadyAttached` when the navigator already has a renderer.
    public convenience init(
        window: UIWindow, navigator: Navigator, timeout: Duration = Navigator.defaultRendererTimeout,
        makeViewController: (@MainActor (any Screen) -> UIViewController)? = nil
    ) throws(RendererError) {
        try self.init(window: window, placement: .window, navigator, timeout, makeViewController)
    }

    /// Shows a navigator's stack as one flow inside a navigation controller the app shows: the
    /// app's screens in it stay below the stack's.
    ///
    /// - Parameters:
    ///   - navigationController: The app's navigation controller; its delegate, if any, becomes
    ///     ``navigationControllerDelegate``.
    ///   - navigator: The navigator to show, and to report the user's gestures to; its root
    ///     cannot be a tab container.
    ///   - timeout: How long the navigator waits for a transition before it gives up on it.
    ///   - makeViewController: Makes a screen's view controller (see ``init(window:navigator:timeout:makeViewController:)``).
    /// - Throws: `RendererError.alreadyAttached` when the navigator already has a renderer,
    ///   `RendererError.cannotShow(.tabs)` when its root is a tab container.
    public convenience init(
        navigationController: UINavigationController, navigator: Navigator, timeout: Duration = Navigator.defaultRendererTimeout,
        makeViewController: (@MainActor (any Screen) -> UIViewController)? = nil
    ) throws(RendererError) {
        try self.init(window: nil, placement: .navigationContainer(navigationController), navigator, timeout, makeViewController)
    }

    /// Shows a navigator's stack as one tab of the app's tab bar controller, in the navigation
    /// controller that tab holds: the app's screens in it stay below the stack's, and the other
    /// tabs stay the app's.
    ///
    /// - Parameters:
    ///   - index: The tab, from 0; it must hold a `UINavigationController`.
    ///   - tabBarController: The app's tab bar controller (its delegate stays the app's).
    ///   - navigator: The navigator to show, and to report the user's gestures to; its root
    ///     cannot be a tab container.
    ///   - timeout: How long the navigator waits for a transition before it gives up on it.
    ///   - makeViewController: Makes a screen's view controller (see ``init(window:navigator:timeout:makeViewController:)``).
    /// - Throws: `RendererError.noNavigationContainer(inTab:)` when the tab does not exist or
    ///   holds no navigation controller, `RendererError.alreadyAttached` or
    ///   `RendererError.cannotShow(.tabs)` as for a navigation controller.
    public convenience init(
        tab index: Int, of tabBarController: UITabBarController, navigator: Navigator, timeout: Duration = Navigator.defaultRendererTimeout,
        makeViewController: (@MainActor (any Screen) -> UIViewController)? = nil
    ) throws(RendererError) {
        try self.init(window: nil, placement: .tab(index, of: tabBarController), navigator, timeout, makeViewController)
    }

    private init(
        window: UIWindow?, placement: ContainerPlacement<UIViewController>, _ navigator: Navigator, _ timeout: Duration,
        _ makeViewController: (@MainActor (any Screen) -> UIViewController)?
    ) throws(RendererError) {
        host = UIKitHost(window: window, makeViewController: makeViewController ?? UIKitHost.viewController(of:))
        renderer = try ContainerRenderer(host: host, navigator: navigator, placement: placement, timeout: timeout)
    }

    /// Whether a transition is being shown or waits its turn.
    public var isBusy: Bool { renderer.isBusy }

    /// Called when the user went back past a flow's first screen, to the app's own screens
    /// below it (a flow inside the app only): let the navigator go, or reset its root to show
    /// the flow again.
    public var flowWasLeft: (@MainActor () -> Void)? {
        get { renderer.flowWasLeft }
        set { renderer.flowWasLeft = newValue }
    }
}

extension UIKitHost {
    /// A screen's view controller when the screen is one, else an empty view controller titled
    /// with the view model's type.
    static func viewController(of screen: any Screen) -> UIViewController {
        if let viewController = screen as? UIViewController { return viewController }
        let placeholder = UIViewController()
        placeholder.title = String(describing: type(of: screen.viewModel))
        return placeholder
    }
}
#endif
