// Compiled on Apple platforms with UIKit only; see UIKitHost.swift.
//
// The back swipe and the back button of a screen that holds unsaved work: the renderer decides
// (ContainerRenderer+Events.swift: `backButtonAsks`, `userStartsGoingBack`), these pass it on.
#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

extension UIKitHost {
    /// Makes a navigation controller's back swipe ask the renderer first: its pop gesture's
    /// delegate becomes a forwarder in front of UIKit's own.
    func guardPopGesture(of navigationController: UINavigationController) {
        guard let gesture = navigationController.interactivePopGestureRecognizer, !(gesture.delegate is PopGestureForwarder)
        else { return }
        let forwarder = PopGestureForwarder(navigationController: navigationController, gesture: gesture)
        forwarder.host = self
        popGestureForwarders.append(forwarder)
        gesture.delegate = forwarder
    }

    /// Gives a screen of the renderer's that has a back button a back action that asks the
    /// renderer first. A root screen gets none (UIKit would make it a back button), and a back
    /// action the app set, or a screen of the app's own, is left alone.
    func guardBackButton(of viewController: UIViewController, in navigationController: UINavigationController) {
        #if os(iOS) || os(visionOS) || WAYFINDER_TYPE_CHECKS_IOS
        guard renderer?.backButtonAsks(viewController, in: navigationController) == true else {
            return removeBackAction(from: viewController)
        }
        guard viewController.navigationItem.backAction == nil else { return }  // the app's own
        viewController.navigationItem.backAction = UIAction(identifier: Self.backActionIdentifier) {
            [weak self, weak navigationController] _ in
            MainActor.assumeIsolated {
                guard let navigationController, self?.renderer?.userStartsGoingBack(in: navigationController) != false else { return }
                navigationController.popViewController(animated: true)
            }
        }
        #endif
    }

    /// Removes the back action this host gave a screen, if it has it.
    func removeBackAction(from viewController: UIViewController) {
        #if os(iOS) || os(visionOS) || WAYFINDER_TYPE_CHECKS_IOS
        if viewController.navigationItem.backAction?.identifier == Self.backActionIdentifier {
            viewController.navigationItem.backAction = nil
        }
        #endif
    }

    static let backActionIdentifier = UIAction.Identifier("wayfinder.back")
}

/// The delegate of a navigation controller's pop gesture: the renderer says whether a back swipe
/// may begin, and UIKit's own delegate of the gesture (kept behind it) answers the rest.
@MainActor
final class PopGestureForwarder: DelegateForwarder, UIGestureRecognizerDelegate {
    private weak var navigationController: UINavigationController?
    private weak var gesture: UIGestureRecognizer?
    /// UIKit's own delegate of the gesture.
    nonisolated(unsafe) private weak var original: (any UIGestureRecognizerDelegate)?
    override nonisolated var appDelegate: (any NSObjectProtocol)? { original }

    init(navigationController: UINavigationController, gesture: UIGestureRecognizer) {
        self.navigationController = navigationController
        self.gesture = gesture
        self.original = gesture.delegate
    }

    /// Gives the gesture UIKit's delegate back (the host goes): without one, a back swipe would
    /// begin on a navigation controller's root screen too.
    func giveBack() {
        if let gesture, gesture.delegate === self { gesture.delegate = original }
    }

    /// Whether its navigation controller is gone, so that the host can forget it.
    var isOrphaned: Bool { navigationController == nil }

    /// UIKit's own delegate first (it refuses a swipe during a transition, or on a root screen),
    /// then the renderer: a swipe on a screen with unsaved work does not begin, and its view model
    /// hears of the attempt.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard original?.gestureRecognizerShouldBegin?(gestureRecognizer) ?? true else { return false }
        guard let navigationController, let renderer = host?.renderer else { return true }
        return renderer.userStartsGoingBack(in: navigationController)
    }
}
#endif
