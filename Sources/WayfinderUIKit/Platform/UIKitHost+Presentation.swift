// Compiled on Apple platforms with UIKit only; see UIKitHost.swift.
#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

extension UIKitHost {
    /// Sets the presentation style (and a sheet's detents, a popover's anchor) before presenting.
    static func apply(_ style: ModalStyle, to container: UIViewController, from presenter: UIViewController) {
        switch style {
        case .automatic:
            container.modalPresentationStyle = .automatic
        case .fullScreen:
            container.modalPresentationStyle = .fullScreen
        case .sheet:
            #if os(tvOS)
            container.modalPresentationStyle = .automatic  // tvOS has no page sheets
            #else
            container.modalPresentationStyle = .pageSheet
            #endif
            #if os(iOS) || WAYFINDER_TYPE_CHECKS_IOS  // the stand-in check sets the flag
            if let sheet = container.sheetPresentationController {
                sheet.detents = style.sheetDetents.map(Self.detent)
                // It opens at the first listed detent, as the style promises.
                sheet.selectedDetentIdentifier = style.initialDetent.map(Self.identifier)
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

    #if os(iOS) || WAYFINDER_TYPE_CHECKS_IOS
    private static func detent(_ detent: SheetDetent) -> UISheetPresentationController.Detent {
        switch detent {
        case .medium: .medium()
        case .large: .large()
        case .fraction(let fraction): .custom(identifier: identifier(of: detent)) { context in context.maximumDetentValue * fraction }
        case .height(let points): .custom(identifier: identifier(of: detent)) { _ in points }
        }
    }

    /// UIKit's identifier of a detent: its own for medium and large, the detent as written
    /// (`40%`, `320pt`) for a custom one.
    private static func identifier(of detent: SheetDetent) -> UISheetPresentationController.Detent.Identifier {
        switch detent {
        case .medium: .medium
        case .large: .large
        case .fraction, .height: UISheetPresentationController.Detent.Identifier(detent.description)
        }
    }
    #endif
}

extension UIKitHost {
    /// Calls `completion` when the view controller's transition ends, or at once when none runs
    /// (not animated, or not in a window).
    static func afterTransition(of viewController: UIViewController, _ completion: @escaping @MainActor () -> Void) {
        guard let coordinator = viewController.transitionCoordinator else { return completion() }
        coordinator.animate(alongsideTransition: nil) { _ in
            MainActor.assumeIsolated { completion() }
        }
    }
}
#endif
