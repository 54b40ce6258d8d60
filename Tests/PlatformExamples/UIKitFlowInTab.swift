import UIKit
import Wayfinder
import WayfinderUIKit

/// The app's own tab bar controller, each tab a navigation controller; Wayfinder shows the
/// profile in the third tab, and the others stay the app's.
final class MainTabBarController: UITabBarController {
    private let navigator = Navigator(screens: ScreenMap())
    private var renderer: UIKitRenderer?

    func showProfileTab() {
        do {
            try navigator.screens.register(ProfileViewModel.self) { ScreenController(viewModel: $0) }
            try navigator.screens.register(RepositoryViewModel.self) { ScreenController(viewModel: $0) }
            try navigator.screens.register(SignInViewModel.self) { ScreenController(viewModel: $0) }
            renderer = try UIKitRenderer(tab: 2, of: self, navigator: navigator)
        } catch {
            assertionFailure("navigation set-up: \(error)")  // RendererError.noNavigationContainer(inTab: 2): not a navigation controller
        }
        navigator.services.resetRoot(ProfileViewModel(services: navigator.services))
    }
}
