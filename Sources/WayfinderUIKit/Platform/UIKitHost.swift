// Compiled on Apple platforms with UIKit only (iOS, iPadOS, tvOS, visionOS, Mac Catalyst); on
// other systems this library is empty. Every decision lives in `ContainerRenderer` (in
// Wayfinder), which is tested everywhere against a simulated UIKit; this file only does what it
// is told and passes UIKit's delegate callbacks on.
#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

/// UIKit as a `ContainerHost`: navigation controllers, a tab bar or split view controller and
/// modal presentations, in a window or inside a navigation controller of the app's, with a
/// forwarder per role as their delegate and the app's own delegates behind it
/// (DelegateForwarder.swift; a split view controller's has none behind it, UIKitHost+Split.swift).
@MainActor
final class UIKitHost: TabContainerHost, SplitContainerHost, QuestionHost {
    /// The window whose root view controller shows the stack, when the renderer owns it.
    let window: UIWindow?
    private let makeViewController: @MainActor (any Screen) -> UIViewController
    /// The renderer that hears UIKit's callbacks.
    private(set) weak var renderer: ContainerRenderer<UIKitHost>?
    /// The delegates of the controllers and presentations the host shows, one a role.
    let navigationDelegate = NavigationDelegateForwarder()
    let tabBarDelegate = TabBarDelegateForwarder()
    let presentationDelegate = PresentationDelegateForwarder()
    let splitDelegate = SplitDelegateForwarder()
    /// The controllers the host is the delegate of, to set it again when an app delegate changes:
    /// UIKit reads which optional methods a delegate has when it is set.
    var listened: [WeakController] = []
    /// The delegates of the pop gestures of the navigation controllers it shows.
    var popGestureForwarders: [PopGestureForwarder] = []
    /// The delegate of the popover of the action sheet shown, if any.
    var questionPopoverDelegate: QuestionPopoverDelegate?
    /// The navigation controller of the app's that the host adopted, given its delegate back when
    /// the host goes.
    weak var adopted: UINavigationController?
    /// Watches the adopted navigation controller's delegate: one the app sets later goes behind
    /// the forwarder (UIKitHost+Listening.swift).
    var adoptedDelegateObservation: NSKeyValueObservation?
    /// Whether the host is setting a delegate itself (the watch ignores it).
    var isBecomingDelegate = false

    /// Creates a host.
    ///
    /// - Parameters:
    ///   - window: The window to show the stack in, or `nil` for a flow in a navigation
    ///     controller of the app's.
    ///   - makeViewController: Makes the view controller of a screen.
    init(window: UIWindow?, makeViewController: @escaping @MainActor (any Screen) -> UIViewController) {
        self.window = window
        self.makeViewController = makeViewController
        navigationDelegate.host = self
        tabBarDelegate.host = self
        presentationDelegate.host = self
        splitDelegate.host = self
    }

    /// Gives an adopted navigation controller its own delegate back, if the host's is still
    /// set (an app that lets the renderer go keeps its custom transitions), and every pop
    /// gesture UIKit's own delegate.
    deinit {
        guard Thread.isMainThread else { return }
        MainActor.assumeIsolated {
            if let adopted, adopted.delegate === navigationDelegate { adopted.delegate = navigationDelegate.app }
            for forwarder in popGestureForwarders { forwarder.giveBack() }
        }
    }

    // The requirements of `ContainerHost`, which documents them.

    func didAttach(_ renderer: ContainerRenderer<UIKitHost>) {
        self.renderer = renderer
    }

    func makeContainer(for screen: any Screen, id: ScreenID) -> UIViewController {
        makeViewController(screen)
    }

    func makeNavigationContainer(id: NavigationControllerID, children: [UIViewController]) -> UIViewController {
        let navigationController = HostedNavigationController()
        navigationController.host = self
        navigationController.setViewControllers(children, animated: false)
        listen(to: navigationController)
        return navigationController
    }

    func makeTabContainer(tabs: [UIViewController], selectedIndex: Int) -> UIViewController {
        let tabBarController = UITabBarController()
        tabBarController.setViewControllers(tabs, animated: false)
        tabBarController.selectedIndex = selectedIndex
        listen(to: tabBarController)
        return tabBarController
    }

    func setRoot(_ root: UIViewController) {
        window?.rootViewController = root
        window?.makeKeyAndVisible()
    }

    func children(of navigationContainer: UIViewController) -> [UIViewController] {
        (navigationContainer as? UINavigationController)?.viewControllers ?? []
    }

    func setChildren(
        _ children: [UIViewController], of navigationContainer: UIViewController, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        guard let navigationController = navigationContainer as? UINavigationController else { return completion() }
        // A root screen has no back button: a back action of ours would make UIKit add one.
        if let root = children.first { removeBackAction(from: root) }
        navigationController.setViewControllers(children, animated: animated)
        Self.afterTransition(of: navigationController, completion)
    }

    func selectTab(_ index: Int, of tabContainer: UIViewController) {
        (tabContainer as? UITabBarController)?.selectedIndex = index
    }

    func present(
        _ container: UIViewController, from presenter: UIViewController, style: ModalStyle, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        Self.apply(style, to: container, from: presenter)
        // Set after the style: reading `presentationController` makes it for the style set now.
        container.presentationController?.delegate = presentationDelegate
        presenter.present(container, animated: animated) {
            MainActor.assumeIsolated { completion() }
        }
    }

    func presentedContainer(of container: UIViewController) -> UIViewController? {
        container.presentedViewController.flatMap { $0.isBeingDismissed ? nil : $0 }
    }

    func dismiss(_ container: UIViewController, animated: Bool, completion: @escaping @MainActor () -> Void) {
        guard let presenter = container.presentingViewController else { return completion() }
        // Going already: an alert the user answered, whose action's handler UIKit calls once it is
        // gone. A second dismissal would be dropped without its completion.
        if container.isBeingDismissed { return Self.afterTransition(of: container, completion) }
        presenter.dismiss(animated: animated) {
            MainActor.assumeIsolated { completion() }
        }
    }
}
#endif
