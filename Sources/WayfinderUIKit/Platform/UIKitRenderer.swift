// Compiled on Apple platforms with UIKit only; see UIKitHost.swift.
#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

/// The UIKit adapter: the container renderer on UIKit. It shows the navigator's stack in a
/// window — navigation controllers, a tab bar controller, modal presentations in their styles —
/// and reports the user's completed back swipes, sheet drags and tab taps to the navigator.
///
/// ```swift
/// renderer = try UIKitRenderer(window: window, navigator: navigator)
/// ```
public typealias UIKitRenderer = ContainerRenderer<UIKitHost>

extension ContainerRenderer where Host == UIKitHost {
    /// Shows a navigator's stack in a window.
    ///
    /// - Parameters:
    ///   - window: The window; its root view controller is the stack's root from now on.
    ///   - navigator: The navigator to show, and to report the user's gestures to.
    ///   - timeout: How long the navigator waits for a transition (a user's gesture in progress
    ///     included) before it gives up on it.
    ///   - makeViewController: Makes a screen's view controller. By default a screen that is a
    ///     view controller itself is used as it is.
    /// - Throws: `RendererError.alreadyAttached` when the navigator already has a renderer.
    public convenience init(
        window: UIWindow, navigator: Navigator, timeout: Duration = .seconds(30),
        makeViewController: @escaping @MainActor (any Screen) -> UIViewController = UIKitHost.viewController(of:)
    ) throws(RendererError) {
        try self.init(host: UIKitHost(window: window, makeViewController: makeViewController), navigator: navigator, timeout: timeout)
    }
}

extension UIKitHost {
    /// A screen's view controller when the screen is one (`final class ProfileViewController:
    /// UIViewController, Screen`), else an empty view controller titled with the view model's
    /// type, so that a missing view shows rather than traps.
    ///
    /// - Parameter screen: The screen.
    /// - Returns: Its view controller.
    public static func viewController(of screen: any Screen) -> UIViewController {
        if let viewController = screen as? UIViewController { return viewController }
        let placeholder = UIViewController()
        placeholder.title = String(describing: type(of: screen.viewModel))
        return placeholder
    }
}
#endif
