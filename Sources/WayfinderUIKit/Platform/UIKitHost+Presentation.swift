// Compiled on Apple platforms with UIKit only; see UIKitHost.swift.
#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

extension UIKitHost {
    /// Sets the presentation style (and a sheet's detents, a popover's anchor) before presenting.
    static func apply(_ style: PresentationStyle, to container: UIViewController, from presenter: UIViewController) {
        switch style {
        case .automatic:
            container.modalPresentationStyle = .automatic
        case .fullScreen:
            container.modalPresentationStyle = .fullScreen
        case .sheet(let detents):
            #if os(tvOS)
            container.modalPresentationStyle = .automatic  // tvOS has no page sheets
            #else
            container.modalPresentationStyle = .pageSheet
            #endif
            #if os(iOS)
            if let sheet = container.sheetPresentationController {
                sheet.detents = detents.isEmpty ? [.large()] : detents.map(Self.detent)
            }
            #endif
        case .popover:
            #if os(tvOS)
            container.modalPresentationStyle = .automatic
            #else
            container.modalPresentationStyle = .popover
            if let popover = container.popoverPresentationController {
                // UIKit requires an anchor: the middle of the presenting view, without an arrow.
                popover.sourceView = presenter.view
                popover.sourceRect = CGRect(x: presenter.view.bounds.midX, y: presenter.view.bounds.midY, width: 0, height: 0)
                popover.permittedArrowDirections = []
            }
            #endif
        }
    }

    #if os(iOS)
    private static func detent(_ detent: SheetDetent) -> UISheetPresentationController.Detent {
        switch detent {
        case .medium: .medium()
        case .large: .large()
        case .fraction(let fraction): .custom { context in context.maximumDetentValue * fraction }
        case .height(let points): .custom { _ in points }
        }
    }
    #endif
}

extension UIKitHost: UIAdaptivePresentationControllerDelegate {
    // UIKit's delegate protocols are main-actor protocols: these run on the main actor.

    /// The user started to drag a presented level away; the renderer waits, and hears whether
    /// the drag was cancelled when the transition ends.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        let presented = presentationController.presentedViewController
        renderer?.dismissalWillBegin(of: presented)
        guard let coordinator = presented.transitionCoordinator else { return }
        // Whether the drag was cancelled is read from the view controller, not the transition's
        // context: a level still presented when the transition ends stayed.
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            MainActor.assumeIsolated {
                if presented.presentingViewController != nil { self?.renderer?.dismissalDidEnd(of: presented, completed: false) }
            }
        }
    }

    /// The user dragged a presented level away (UIKit calls this for the user's dismissals only).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        renderer?.dismissalDidEnd(of: presentationController.presentedViewController, completed: true)
    }
}
#endif
