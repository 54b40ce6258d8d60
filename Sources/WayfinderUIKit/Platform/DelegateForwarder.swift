// Compiled on Apple platforms with UIKit only; see UIKitHost.swift.
//
// The host is the delegate of the navigation controllers, the tab bar controller and the
// presentations it shows, through one forwarder per role, and the app's own delegate of that
// role stays behind it:
// - the callbacks the renderer needs (a navigation controller's willShow and didShow, a tab's
//   didSelect, a sheet's shouldDismiss, willDismiss, didDismiss and didAttemptToDismiss) go to
//   the app's delegate first, then to the renderer;
// - every other callback of the role (custom transitions and interaction controllers,
//   shouldSelect, orientations, adaptive presentation) goes
//   to the app's delegate alone, through the Objective-C runtime's forwarding: the forwarder
//   answers `responds(to:)` for what the app's delegate implements and hands the message on, so
//   UIKit behaves as if the app's delegate were set directly (a method it lacks stays
//   unimplemented). One forwarder a role: an app delegate that happens to implement another
//   role's methods never hears that role's callbacks.
// UIKit reads which methods a delegate answers when it is set, and would go on sending them to a
// forwarder whose app delegate had gone. An app delegate set on the renderer is kept strongly;
// one the app set on a navigation controller the host adopted is held weakly, as UIKit holds it
// (the app owns it, and it may be the tab bar controller that keeps the navigator), and watched:
// when it goes, the host sets its forwarder again, so that UIKit reads the methods anew
// (DeallocationWatcher.swift).
#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

/// A delegate that handles what the renderer needs and forwards the rest to the app's own.
@MainActor
class DelegateForwarder: NSObject {
    /// The host whose renderer hears the callbacks.
    weak var host: UIKitHost?

    /// The app's delegate of this role, if any; read by the runtime's forwarding, which is not
    /// isolated (UIKit asks on the main thread, where it is set).
    nonisolated var appDelegate: (any NSObjectProtocol)? { nil }

    /// Whether the forwarder is asking the app's delegate: a proxy of another library that wraps
    /// this forwarder and asks it back finds no methods here the second time, not a loop.
    nonisolated(unsafe) private var isAskingAppDelegate = false

    override func responds(to aSelector: Selector!) -> Bool {
        if super.responds(to: aSelector) { return true }
        guard !isAskingAppDelegate, let appDelegate else { return false }
        isAskingAppDelegate = true
        defer { isAskingAppDelegate = false }
        return appDelegate.responds(to: aSelector)
    }

    override func forwardingTarget(for aSelector: Selector!) -> Any? {
        guard let appDelegate, appDelegate.responds(to: aSelector) else { return nil }
        return appDelegate
    }
}

/// The delegate of the navigation controllers the renderer shows.
@MainActor
final class NavigationDelegateForwarder: DelegateForwarder, UINavigationControllerDelegate {
    /// The app's own navigation controller delegate: one set on the renderer, kept, or one the
    /// app set on the adopted navigation controller, held weakly.
    nonisolated var app: (any UINavigationControllerDelegate)? { kept ?? followed }
    override nonisolated var appDelegate: (any NSObjectProtocol)? { app }
    nonisolated(unsafe) private var kept: (any UINavigationControllerDelegate)?
    nonisolated(unsafe) private weak var followed: (any UINavigationControllerDelegate)?

    /// Keeps a delegate the app set on the renderer.
    func keep(_ delegate: (any UINavigationControllerDelegate)?) {
        (kept, followed) = (delegate, nil)
    }

    /// Holds weakly a delegate the app set on the adopted navigation controller, and calls
    /// `whenGone` when it goes.
    ///
    /// Another host's forwarder (a second renderer adopting the same navigation controller) is
    /// never followed, which would make the two ask each other: its app delegate is.
    func follow(_ delegate: (any UINavigationControllerDelegate)?, whenGone: @escaping @MainActor @Sendable () -> Void) {
        let delegate = (delegate as? NavigationDelegateForwarder).map(\.app) ?? delegate
        guard delegate !== self else { return }
        let isNew = delegate !== followed
        (kept, followed) = (nil, delegate)
        if let delegate, isNew { DeallocationWatcher.watch(delegate, for: self, whenGone: whenGone) }
    }

    /// A navigation controller starts a transition (the renderer's own, a back tap or a back
    /// swipe): the app's delegate hears it, then the renderer hears that it began, and that it
    /// ended once its transition coordinator is done — also when the user cancels the swipe
    /// halfway, which UIKit before iOS 18 reports through the coordinator only.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        app?.navigationController?(navigationController, willShow: viewController, animated: animated)
        host?.guardBackButton(of: viewController, in: navigationController)
        host?.renderer?.navigationTransitionWillBegin(in: navigationController)
        guard let coordinator = navigationController.transitionCoordinator else { return }
        coordinator.animate(alongsideTransition: nil) { [weak host, weak navigationController] _ in
            MainActor.assumeIsolated {
                if let navigationController { host?.renderer?.navigationTransitionDidEnd(in: navigationController) }
            }
        }
    }

    /// A navigation controller's transition is over (called again after the coordinator's
    /// completion, and on iOS 18 after a cancelled swipe too: the renderer compares, so a second
    /// call changes nothing). The app's delegate hears it first.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        app?.navigationController?(navigationController, didShow: viewController, animated: animated)
        host?.renderer?.navigationTransitionDidEnd(in: navigationController)
    }
}
#endif
