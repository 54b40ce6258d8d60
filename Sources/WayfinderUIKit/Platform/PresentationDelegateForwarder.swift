// Compiled on Apple platforms with UIKit only; see UIKitHost.swift, and DelegateForwarder.swift
// for how the host's forwarders keep the app's own delegates behind them.
#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

/// The delegate of the presentations the renderer makes.
@MainActor
final class PresentationDelegateForwarder: DelegateForwarder, UIAdaptivePresentationControllerDelegate {
    /// The app's own presentation delegate.
    nonisolated(unsafe) var app: (any UIAdaptivePresentationControllerDelegate)?
    override nonisolated var appDelegate: (any NSObjectProtocol)? { app }

    /// Whether the user may drag a presented level away: the app's delegate, when it answers,
    /// and the renderer (a screen on it that holds unsaved work says no). Read as the drag starts.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        app?.presentationControllerShouldDismiss?(presentationController) ?? true
            && host?.renderer?.userMayDismiss(presentationController.presentedViewController) ?? true
    }

    /// A drag the answer above held back: the app's delegate hears it, then the renderer, whose
    /// view models decide whether the user leaves.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        app?.presentationControllerDidAttemptToDismiss?(presentationController)
        host?.renderer?.dismissalWasAttempted(of: presentationController.presentedViewController)
    }

    /// The user started to drag a presented level away: the app's delegate hears it, then the
    /// renderer, which waits and hears whether the drag was cancelled when the transition ends.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        app?.presentationControllerWillDismiss?(presentationController)
        let presented = presentationController.presentedViewController
        host?.renderer?.dismissalWillBegin(of: presented)
        guard let coordinator = presented.transitionCoordinator else { return }
        // Whether the drag was cancelled is read from the view controller, not the transition's
        // context: a level still presented when the transition ends stayed.
        coordinator.animate(alongsideTransition: nil) { [weak host] _ in
            MainActor.assumeIsolated {
                if presented.presentingViewController != nil { host?.renderer?.dismissalDidEnd(of: presented, completed: false) }
            }
        }
    }

    /// The user dragged a presented level away (UIKit calls this for the user's dismissals only):
    /// the app's delegate hears it, then the renderer.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        app?.presentationControllerDidDismiss?(presentationController)
        host?.renderer?.dismissalDidEnd(of: presentationController.presentedViewController, completed: true)
    }
}
#endif
