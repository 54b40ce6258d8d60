// Compiled on Apple platforms with UIKit only; see UIKitHost.swift.
//
// Questions as alert controllers: what the renderer decides (ContainerRenderer+Events.swift),
// passed on.
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

#endif
