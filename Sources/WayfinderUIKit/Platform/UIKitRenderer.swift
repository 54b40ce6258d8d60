// Compiled on Apple platforms with UIKit only; see UIKitHost.swift.
#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

/// The UIKit adapter: it shows a navigator's stack in a window — a navigation controller per
/// level, a tab bar controller for a root tab container, modal presentations in their styles —
/// and reports the user's completed back swipes, sheet drags and tab taps to the navigator.
///
/// ```swift
/// renderer = try UIKitRenderer(window: window, navigator: navigator)
/// ```
///
/// Every decision is `ContainerRenderer`'s, in Wayfinder, tested on any platform against a
/// simulated UIKit; this library only applies it to UIKit. Keep the navigator: it keeps the
/// renderer attached (this object is the handle the app holds).
@MainActor
public final class UIKitRenderer {
    private let renderer: ContainerRenderer<UIKitHost>

    /// Shows a navigator's stack in a window.
    ///
    /// - Parameters:
    ///   - window: The window; its root view controller is the stack's root from now on.
    ///   - navigator: The navigator to show, and to report the user's gestures to.
    ///   - timeout: How long the navigator waits for a transition (a user's gesture in progress
    ///     included) before it gives up on it.
    ///   - makeViewController: Makes a screen's view controller; `nil` (the default) uses a screen
    ///     that is a view controller as it is (`final class ProfileViewController:
    ///     UIViewController, Screen`), and an empty view controller titled with the view model's
    ///     type for any other, so that a missing view shows rather than traps.
    /// - Throws: `RendererError.alreadyAttached` when the navigator already has a renderer.
    public init(
        window: UIWindow, navigator: Navigator, timeout: Duration = .seconds(30),
        makeViewController: (@MainActor (any Screen) -> UIViewController)? = nil
    ) throws(RendererError) {
        let host = UIKitHost(window: window, makeViewController: makeViewController ?? UIKitHost.viewController(of:))
        renderer = try ContainerRenderer(host: host, navigator: navigator, timeout: timeout)
    }

    /// Whether a transition is being shown or waits its turn.
    public var isBusy: Bool { renderer.isBusy }
}

extension UIKitHost {
    /// A screen's view controller when the screen is one, else an empty view controller titled
    /// with the view model's type.
    static func viewController(of screen: any Screen) -> UIViewController {
        if let viewController = screen as? UIViewController { return viewController }
        let placeholder = UIViewController()
        placeholder.title = String(describing: type(of: screen.viewModel))
        return placeholder
    }
}
#endif
