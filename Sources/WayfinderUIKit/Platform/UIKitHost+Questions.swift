// Compiled on Apple platforms with UIKit only; see UIKitHost.swift.
//
// Questions as alert controllers, and the guarded gestures: what the renderer decides
// (ContainerRenderer+Events.swift), passed on.
#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

extension UIKitHost {
    func makeQuestionContainer(for question: QuestionSnapshot) -> UIViewController {
        let content = question.content
        let alert = UIAlertController(
            title: content.title, message: content.message,
            preferredStyle: content.style == .alert ? .alert : .actionSheet)
        if let field = content.textField {
            alert.addTextField { textField in
                MainActor.assumeIsolated {
                    textField.placeholder = field.placeholder
                    textField.text = field.text
                    textField.isSecureTextEntry = field.isSecure
                }
            }
        }
        for (index, button) in content.buttons.enumerated() {
            // UIKit calls the handler once the alert is gone.
            let action = UIAlertAction(title: button.title, style: Self.style(of: button.role)) { [weak self, weak alert] _ in
                MainActor.assumeIsolated {
                    let text = content.textField == nil ? nil : alert?.textFields?.first?.text ?? ""
                    self?.renderer?.questionWasAnswered(question.id, with: .button(index, text: text))
                }
            }
            alert.addAction(action)
        }
        return alert
    }

    func presentQuestion(
        _ question: UIViewController, from presenter: UIViewController, anchor: UIViewController?,
        completion: @escaping @MainActor () -> Void
    ) {
        // An action sheet is a popover on iPad, which UIKit refuses without an anchor: the
        // bottom middle of the screen asked over. A tap outside it dismisses it: UIKit calls the
        // cancel action's handler, or, without a cancel action, only the popover's delegate (its
        // own, not the app's presentation delegate: the app's adaptive styles are for its levels).
        if let popover = question.popoverPresentationController {
            let view: UIView = anchor?.view ?? presenter.view
            popover.sourceView = view
            popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.maxY, width: 0, height: 0)
            let delegate = QuestionPopoverDelegate(question: question)
            delegate.host = self
            questionPopoverDelegate = delegate  // the popover keeps its delegate weakly
            popover.delegate = delegate
        }
        presenter.present(question, animated: true) {
            MainActor.assumeIsolated { completion() }
        }
    }

    private static func style(of role: QuestionButtonRole) -> UIAlertAction.Style {
        switch role {
        case .default: .default
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }

    // MARK: The back button and the back swipe of a guarded screen

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
        if navigationController.viewControllers.first === viewController { return removeBackAction(from: viewController) }
        guard renderer?.isScreenContainer(viewController) == true, viewController.navigationItem.backAction == nil else { return }
        viewController.navigationItem.backAction = UIAction(identifier: Self.backActionIdentifier) {
            [weak self, weak navigationController] _ in
            MainActor.assumeIsolated {
                guard let navigationController else { return }
                if self?.renderer?.userMayPop(in: navigationController) == false {
                    self?.renderer?.popWasAttempted(in: navigationController)
                } else {
                    navigationController.popViewController(animated: true)
                }
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

/// The delegate of an action sheet's popover: a tap outside it without a cancel action is the
/// system's dismissal of that question.
@MainActor
final class QuestionPopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    weak var host: UIKitHost?
    private weak var question: UIViewController?

    init(question: UIViewController) {
        self.question = question
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        // With a cancel action, UIKit calls its handler too: whichever comes first answers.
        guard let question, presentationController.presentedViewController === question else { return }
        host?.renderer?.questionWasDismissed(question)
    }
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
        if let navigationController, host?.renderer?.userMayPop(in: navigationController) == false {
            host?.renderer?.popWasAttempted(in: navigationController)
            return false
        }
        return true
    }
}
#endif
