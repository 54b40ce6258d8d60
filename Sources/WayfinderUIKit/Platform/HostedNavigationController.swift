// Compiled on Apple platforms with UIKit only; see UIKitHost.swift.
#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

/// The navigation controllers the host makes: one tells the renderer when it disappears, since
/// UIKit tells no delegate when the app's own code dismisses a presentation (a logout's
/// `tabBarController.dismiss(animated:)`). The renderer compares what it shows with what is
/// presented and ignores the rest (its own dismissals, the user's drags, a container covered).
final class HostedNavigationController: UINavigationController {
    weak var host: UIKitHost?

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        host?.renderer?.presentedContainerDidDisappear(self)
    }
}
#endif
